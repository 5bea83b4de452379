// /hospital-emergency: the footer's Emergency tab: the emergency requests whose patient chose this
// hospital (get-hospital-emergency-requests: type, name, phone, address, note, time, and where the call
// centre has got to with it), newest first, kept fresh by live events; the empty state when there are none
// (and for a doctor, who has no hospital list).
import { Siren } from 'lucide-react';
import { Link } from 'react-router';
import { useSignedInUser } from '../../api/query-client';
import { useTranslation } from '../../lib/i18n';
import { hospitalEmergencyRequestsQuery, useLiveRequests } from './emergency-queries';
import { RequestList } from './request-list';
import './emergency.css';

function EmptyEmergencies() {
  const { t } = useTranslation();
  return (
    <section className="card state-block">
      <Siren size={48} aria-hidden="true" className="page-intro-icon" />
      <h2 className="state-title">{t('hospital.emergencyEmpty')}</h2>
      <p className="state-text">{t('patientCare.hospitalEmergency.emptyBody')}</p>
      <Link to="/doctor-list" className="button button-primary">
        {t('nav.home')}
      </Link>
    </section>
  );
}

export function HospitalEmergencyPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const isHospital = user?.type === 'Hospital';
  const list = useLiveRequests(hospitalEmergencyRequestsQuery(user?.id ?? 0), isHospital);
  if (!isHospital || (list.isSuccess && list.data.length === 0)) {
    return (
      <div className="page-column">
        <EmptyEmergencies />
      </div>
    );
  }
  return (
    <div className="page-column">
      <RequestList
        list={list}
        title={t('patientCare.hospitalEmergency.title')}
        emptyTitle={t('patientCare.hospitalEmergency.empty')}
        viewer="hospital"
      />
    </div>
  );
}

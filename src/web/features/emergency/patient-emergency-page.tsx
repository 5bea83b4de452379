// /patient-emergency: two cards, non-trauma and trauma; each opens a short form that sends an emergency
// request to the call centre (and to the hospital chosen). The call-centre note, and the patient's own
// emergency requests below with their status and the call centre's note, changing as the call centre
// moves them on.
import { Ambulance, HeartPulse, PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { EMERGENCY_TYPES } from '../../../shared/constants';
import { useSignedInUser } from '../../api/query-client';
import { useTranslation } from '../../lib/i18n';
import { Loader } from '../../ui/loader';
import { EmergencyForm } from './emergency-form';
import { patientEmergencyRequestsQuery, useLiveRequests } from './emergency-queries';
import { RequestList } from './request-list';
import './emergency.css';

type EmergencyType = (typeof EMERGENCY_TYPES)[number];
// Non-trauma first, the cards' order the app has always had.
const CARDS: { type: EmergencyType; icon: typeof HeartPulse }[] = [
  { type: 'Non-Trauma', icon: HeartPulse },
  { type: 'Trauma', icon: Ambulance },
];

export function PatientEmergencyPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [open, setOpen] = useState<EmergencyType | null>(null);
  const requests = useLiveRequests(patientEmergencyRequestsQuery(user?.id ?? 0), !!user);
  if (!user) return <Loader />;
  return (
    <div className="page-column">
      <ul className="pc-choice-grid">
        {CARDS.map(({ type, icon: Icon }) => (
          <li key={type}>
            <button
              type="button"
              className={`pc-choice${open === type ? ' pc-choice-active' : ''}`}
              aria-expanded={open === type}
              onClick={() => setOpen(open === type ? null : type)}
            >
              <Icon size={36} aria-hidden="true" />
              <span className="pc-choice-title">{t(`patientCare.emergencyTypes.${type}`)}</span>
              <span className="pc-choice-text">
                {t(`patientCare.emergency.${type === 'Trauma' ? 'traumaText' : 'nonTraumaText'}`)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p className="pc-note" role="note">
        <PhoneCall size={20} aria-hidden="true" />
        <span>{t('patientCare.emergency.callCentreNote')}</span>
      </p>
      {open && <EmergencyForm key={open} user={user} type={open} onDone={() => setOpen(null)} />}
      <RequestList
        list={requests}
        title={t('patientCare.emergency.yourRequests')}
        emptyTitle={t('patientCare.emergency.noRequests')}
        filter={(request) => request.kind === 'Emergency'}
        viewer="patient"
      />
    </div>
  );
}

// /government-hospitals: the government hospitals of the selected city as cards (picture or the default,
// name, address, pincode), each leading to its departments with state {hospital_name, hospital_id}.
import { useQuery } from '@tanstack/react-query';
import { Building2, ChevronRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { useSignedInUser } from '../../api/query-client';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { EmptyState, ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { fileUrl, governmentHospitalsQuery } from './government-queries';
import { selectedCity } from '../../lib/selected-city';
import './government.css';
import { useReferenceNames } from '../../api/reference-names';

export function GovernmentHospitalsPage() {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const user = useSignedInUser();
  const city = selectedCity();
  const hospitals = useQuery({ ...governmentHospitalsQuery(user?.id ?? 0, city), enabled: !!user });

  if (hospitals.isPending) return <Loader />;
  if (hospitals.isError) return <ErrorNotice message={errorText(t, hospitals.error)} />;
  return (
    <div className="page-column">
      <h2 className="section-title">{t('patientServices.hospitalsIn', { city: names.city(city) })}</h2>
      {hospitals.data.length === 0 ? (
        <EmptyState
          title={t('patientServices.noHospitals', { city: names.city(city) })}
          action={
            <Link to="/patient-selection" className="button button-secondary">
              {t('patientServices.changeCity')}
            </Link>
          }
        />
      ) : (
        <ul className="stack-list">
          {hospitals.data.map((hospital) => (
            <li key={hospital.id} className="card doctor-card">
              {hospital.image ? (
                <img src={fileUrl(hospital.image)} alt="" className="doctor-card-image" width={64} height={64} />
              ) : (
                <span className="doctor-card-image ps-hospital-picture" aria-hidden="true">
                  <Building2 size={34} />
                </span>
              )}
              <div className="doctor-card-body">
                <h3 className="doctor-card-name">{names.institution(hospital.name)}</h3>
                <p className="doctor-card-line">
                  <MapPin size={16} aria-hidden="true" /> {hospital.address}
                </p>
                <p className="doctor-card-line doctor-card-muted">
                  {t('patientServices.pincode', { pincode: hospital.pincode })}
                </p>
                <Link
                  to="/gov-hospital-department"
                  state={{ hospital_name: hospital.name, hospital_id: hospital.id }}
                  className="button button-secondary button-small doctor-card-link"
                  aria-label={`${t('patientServices.seeDepartments')}: ${names.institution(hospital.name)}`}
                >
                  {t('patientServices.seeDepartments')}
                  <ChevronRight size={18} aria-hidden="true" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

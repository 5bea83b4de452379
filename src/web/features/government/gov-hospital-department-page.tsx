// /gov-hospital-department: the hospital's name and the nine department tiles with their ids
// (DEPARTMENTS), each to /gov-hospital-booking?hospital_id=&department_id= ('medicine' has a maternity icon).
import { Baby, Brain, Ear, Eye, Hand, HeartPulse, Scissors, Stethoscope, Wind, type LucideIcon } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { DEPARTMENTS } from '../../../shared/constants';
import { useReferenceNames } from '../../api/reference-names';
import { useTranslation } from '../../lib/i18n';
import { EmptyState } from '../../ui/error-notice';
import { positiveId } from '../../lib/positive-id';
import './government.css';

const DEPARTMENT_ICONS: Record<(typeof DEPARTMENTS)[number]['key'], LucideIcon> = {
  ophthalmology: Eye,
  cardiology: HeartPulse,
  general_physician: Stethoscope,
  surgeon: Scissors,
  chest: Wind,
  psychiatrist: Brain,
  dermatology: Hand,
  medicine: Baby,
  ent: Ear,
};

export function GovHospitalDepartmentPage() {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const state = (useLocation().state ?? {}) as { hospital_name?: unknown; hospital_id?: unknown };
  const [params] = useSearchParams();
  const hospitalId = positiveId(state.hospital_id) ?? positiveId(params.get('hospital_id'));
  const hospitalName = typeof state.hospital_name === 'string' ? state.hospital_name : '';
  if (hospitalId === null) {
    return (
      <EmptyState
        title={t('patientServices.noHospitalChosen')}
        action={
          <Link to="/government-hospitals" className="button button-primary">
            {t('titles.government-hospitals')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="page-column">
      {hospitalName && <h2 className="section-title">{names.institution(hospitalName)}</h2>}
      <p className="section-subtitle">{t('patientServices.chooseDepartment')}</p>
      <ul className="tile-grid">
        {DEPARTMENTS.map((department) => {
          const Icon = DEPARTMENT_ICONS[department.key];
          return (
            <li key={department.id}>
              <Link
                to={`/gov-hospital-booking?hospital_id=${hospitalId}&department_id=${department.id}`}
                state={{ hospital_name: hospitalName }}
                className="tile tile-category"
              >
                <Icon size={28} aria-hidden="true" />
                <span>{t(`patientServices.departments.${department.key}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

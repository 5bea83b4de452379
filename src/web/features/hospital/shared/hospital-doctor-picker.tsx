// The hospital's landing (/doctor-list for a Hospital user): 'Welcome' and its name, a search box that
// filters its doctors by name as typed, and the doctors; each opens /doctors-dashboard?doctor_id=<id>,
// where the hospital runs that doctor's day. A doctor screen opened with no doctor chosen shows the same
// picker, each doctor opening that screen (`doctorLink`): the doctor screens of several features (the queue,
// the doctor's lab reports, the doctor settings, the check-in poster) show it.
import { ChevronRight, Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { useSignedInUser } from '../../../api/query-client';
import { useReferenceNames } from '../../../api/reference-names';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState, RetryNotice } from '../../../ui/error-notice';
import { Loader } from '../../../ui/loader';
import { DoctorPicture } from '../../../ui/pictures';
import { pictureUrl } from '../../../lib/picture-url';
import { useHospitalDoctors } from '../hospital-queries';

/** Case- and accent-insensitive, so "kavita" finds "Kavita Rai". */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

const dashboardLink = (doctorId: number) => `/doctors-dashboard?doctor_id=${doctorId}`;

interface HospitalDoctorPickerProps {
  /** Where choosing a doctor leads. */
  doctorLink?: (doctorId: number) => string;
  /** The line under the welcome; the landing's own by default. */
  lead?: string;
}

export function HospitalDoctorPicker({ doctorLink = dashboardLink, lead }: HospitalDoctorPickerProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = fold(useDeferredValue(search));
  const doctors = useHospitalDoctors(user?.id ?? null);
  const names = useReferenceNames();
  const name = user ? names.institution(user.name || user.full_name) : '';
  const shown = (doctors.data?.doctors ?? []).filter(
    (doctor) => !query || fold(`${doctor.first_name} ${doctor.last_name}`).includes(query),
  );

  return (
    <div className="page-column">
      <section className="card hs-welcome-card">
        <h2 className="hs-welcome-title">{t('hospital.welcome', { name })}</h2>
        <p className="card-lead">{lead ?? t('hospital.dashboardLead')}</p>
      </section>
      <div className="field hs-search-field">
        <label htmlFor={searchId} className="field-label">
          {t('hospital.searchDoctors')}
        </label>
        <div className="field-control">
          <Search size={20} aria-hidden="true" className="field-prefix" />
          <input
            id={searchId}
            type="search"
            value={search}
            autoComplete="off"
            placeholder={t('hospital.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {doctors.isPending ? (
        <Loader />
      ) : doctors.isError ? (
        <RetryNotice error={doctors.error} onRetry={() => void doctors.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('messages.noDoctorFound')} />
      ) : (
        <ul className="stack-list" aria-label={t('hospital.doctorsList')}>
          {shown.map((doctor) => {
            const picture = pictureUrl(doctor.image);
            return (
              <li key={doctor.id}>
                <Link to={doctorLink(doctor.id)} className="card hs-doctor-row">
                  {picture ? (
                    <img src={picture} alt="" className="avatar" width={56} height={56} />
                  ) : (
                    <DoctorPicture size={56} />
                  )}
                  <span className="hs-doctor-row-text">
                    <span className="hs-doctor-row-name">
                      {t('common.doctorName', { name: `${doctor.first_name} ${doctor.last_name}`.trim() })}
                    </span>
                    {doctor.specialization_text && (
                      <span className="hs-doctor-row-detail">{names.specialisation(doctor.specialization_text)}</span>
                    )}
                  </span>
                  <ChevronRight size={20} aria-hidden="true" className="link-row-chevron" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

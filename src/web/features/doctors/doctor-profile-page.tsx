// /patient-doctor-profile: the doctor's Info (clinic, address, slot timings, fees, sitting days, department,
// degree, experience) and Distance (an embedded map of the address; a plain link when offline) tabs, and the
// "Book appointment" button to /patient-details. The doctor's id comes from navigation state or ?doctor_id;
// everything shown comes from get-single-doctor, so the page reads the same from the list or its address.
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { WEEKDAYS } from '../../../shared/constants';
import type { DoctorCard, DoctorProfile } from '../../../shared/contract/doctors';
import { useSignedInUser } from '../../api/query-client';
import { useReferenceNames } from '../../api/reference-names';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/format';
import { EmptyState, ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { DoctorPicture } from '../../ui/pictures';
import { positiveId } from '../../lib/positive-id';
import { singleDoctorQuery } from '../appointments/shared/appointments-queries';
import { doctorFullName } from '../../lib/booking-text';
import { slotName } from '../../lib/slot-name';
import { TabBar } from '../../ui/tab-bar';
import { useOnline } from '../../lib/use-online';
import { InfoList, InfoRow } from '../../ui/info-list';
import './doctors.css';

interface ProfileState {
  doctor_id?: number;
}

function mapQuery(doctor: DoctorCard): string {
  return [doctor.address, doctor.doctor_detail.city || doctor.city, doctor.doctor_detail.state]
    .filter(Boolean)
    .join(', ');
}

function InfoTab({ doctor }: { doctor: DoctorProfile }) {
  const { t } = useTranslation();
  const format = useFormat();
  const names = useReferenceNames();
  const detail = doctor.doctor_detail;
  const sittingDays = WEEKDAYS.filter((day) => (detail.doctor_sitting[day] ?? doctor.doctor_sitting[day]) === 'True');
  return (
    <InfoList>
      <InfoRow label={t('appointments.clinic')}>
        {(doctor.clinic_name && names.institution(doctor.clinic_name)) || '—'}
      </InfoRow>
      <InfoRow label={t('appointments.address')}>{doctor.address || '—'}</InfoRow>
      <InfoRow label={t('appointments.timings')}>
        {detail.slots.length === 0 ? (
          (detail.timing && format.timeRange(detail.timing)) || '—'
        ) : (
          <ul className="plain-list">
            {detail.slots.map((slot) => (
              <li key={slot}>
                {slotName(t, slot)}: {detail.slot_timing[slot] ? format.timeRange(detail.slot_timing[slot]) : '—'}
              </li>
            ))}
          </ul>
        )}
      </InfoRow>
      <InfoRow label={t('appointments.fees')}>{t('appointments.rupees', { amount: doctor.fees })}</InfoRow>
      <InfoRow label={t('appointments.sittingDays')}>
        {sittingDays.length === 0 ? '—' : sittingDays.map((day) => t(`appointments.weekdays.${day}`)).join(', ')}
      </InfoRow>
      {doctor.medical_department && (
        <InfoRow label={t('appointments.department')}>{names.department(doctor.medical_department)}</InfoRow>
      )}
      <InfoRow label={t('appointments.degree')}>{(doctor.degree && names.degree(doctor.degree)) || '—'}</InfoRow>
      <InfoRow label={t('appointments.experience')}>
        {(detail.experience && format.experience(detail.experience)) || '—'}
      </InfoRow>
    </InfoList>
  );
}

function DistanceTab({ doctor }: { doctor: DoctorCard }) {
  const { t } = useTranslation();
  const online = useOnline();
  const query = encodeURIComponent(mapQuery(doctor));
  const link = `https://www.google.com/maps/search/?api=1&query=${query}`;
  return (
    <div className="map-block">
      {online && (
        <iframe
          title={t('appointments.mapTitle', { name: doctorFullName(doctor) })}
          className="map-frame"
          src={`https://maps.google.com/maps?q=${query}&output=embed`}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      )}
      {!online && <p className="field-hint">{t('appointments.mapOffline')}</p>}
      <a href={link} target="_blank" rel="noopener noreferrer" className="button button-secondary">
        <ExternalLink size={18} aria-hidden="true" />
        {t('appointments.openMap')}
      </a>
    </div>
  );
}

export function DoctorProfilePage() {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const user = useSignedInUser();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as ProfileState;
  const doctorId = positiveId(state.doctor_id) ?? positiveId(params.get('doctor_id'));
  const [tab, setTab] = useState<'info' | 'distance'>('info');
  const doctor = useQuery({ ...singleDoctorQuery(user?.id ?? 0, doctorId ?? 0), enabled: !!user && doctorId !== null });

  if (doctorId === null) return <EmptyState title={t('messages.noDoctorFound')} />;
  if (doctor.isPending) return <Loader />;
  if (doctor.isError) return <ErrorNotice message={errorText(t, doctor.error)} />;
  const d = doctor.data;
  const name = t('common.doctorName', { name: doctorFullName(d) });
  return (
    <div className="page-column">
      <section className="card profile-head">
        {d.image ? (
          <img
            src={d.image.startsWith('/') ? d.image : `/files/${d.image}`}
            alt=""
            className="avatar"
            width={72}
            height={72}
          />
        ) : (
          <DoctorPicture size={72} />
        )}
        <div>
          <h2 className="doctor-card-name">{name}</h2>
          {d.specialization_text && <p className="doctor-card-line">{names.specialisation(d.specialization_text)}</p>}
          {d.clinic_name && <p className="doctor-card-line doctor-card-muted">{names.institution(d.clinic_name)}</p>}
        </div>
      </section>
      <section className="card">
        <TabBar
          label={t('appointments.profileTabs')}
          active={tab}
          onChange={setTab}
          tabs={[
            { key: 'info', label: t('appointments.infoTab') },
            { key: 'distance', label: t('appointments.distanceTab') },
          ]}
        >
          {tab === 'info' ? <InfoTab doctor={d} /> : <DistanceTab doctor={d} />}
        </TabBar>
      </section>
      <Link
        to={`/patient-details?doctor_id=${d.id}`}
        state={{ doctor_id: d.id }}
        className="button button-primary button-block"
      >
        <CalendarPlus size={20} aria-hidden="true" />
        {t('appointments.bookAppointment')}
      </Link>
    </div>
  );
}

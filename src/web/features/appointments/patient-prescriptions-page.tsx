// /patient-prescriptions: the patient's appointments (of everyone they book for, or of one person) with date
// (written out, as every screen writes dates), slot, doctor, whom it is for, age, the visit's state, booking number and
// the prescription image. Without one, the
// card says when it comes (after the visit) or that none was added yet, in a quiet line; 'File not found' is
// only for a picture that is there but cannot be loaded.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { PersonFilterField, usePersonParam, useWhomFor } from '../patient-account/shared/family-members';
import { useSignedInUser } from '../../api/query-client';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/format';
import { EmptyState, ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { patientPrescriptionsQuery } from './appointments-queries';
import {
  bookingNumberText,
  doctorFullName,
  missingPrescriptionText,
  showText,
  slotText,
  type TextChoice,
} from '../../lib/booking-text';
import { InfoList, InfoRow, type InfoItem } from '../../ui/info-list';
import { VisitStatusChip } from '../../ui/visit-status-chip';
import './appointments.css';

function PrescriptionImage({ url, alt, missing }: { url: string | null; alt: string; missing: TextChoice | null }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  if (!url) return missing && <p className="field-hint prescription-missing">{showText(t, missing)}</p>;
  if (broken) return <p className="file-missing">{t('messages.fileNotFound')}</p>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="prescription-link">
      <img src={url} alt={alt} className="prescription-image" loading="lazy" onError={() => setBroken(true)} />
    </a>
  );
}

function PrescriptionCard({ booking }: { booking: BookingView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const whom = useWhomFor();
  const details = booking.patient_history.patient_details;
  const doctorName = t('common.doctorName', { name: doctorFullName(booking.doctor) });
  const rows: InfoItem[] = [
    [t('appointments.date'), booking.booking_date ? format.date(booking.booking_date) : '—'],
    [t('appointments.slot'), showText(t, slotText(booking.slot))],
    [t('appointments.doctor'), doctorName],
    [t('family.forLabel'), whom(booking, details.name || booking.name)],
    [t('appointments.age'), String(details.age || booking.age)],
    [t('appointments.bookingNumber'), showText(t, bookingNumberText(booking.booking_number))],
  ];
  return (
    <li className="card booking-card">
      <InfoList rows={rows}>
        <InfoRow label={t('appointments.statusLabel')}>
          <VisitStatusChip booking={booking} />
        </InfoRow>
      </InfoList>
      <PrescriptionImage
        url={booking.priscription_image ?? booking.patient_history.priscription_image}
        alt={t('appointments.prescriptionOf', { name: details.name || booking.name })}
        missing={missingPrescriptionText(booking)}
      />
    </li>
  );
}

export function PatientPrescriptionsPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [person, setPerson] = usePersonParam();
  const list = useQuery({ ...patientPrescriptionsQuery(user?.id ?? 0, person), enabled: !!user });
  return (
    <div className="page-column">
      <PersonFilterField person={person} onChange={setPerson} />
      {list.isPending ? (
        <Loader />
      ) : list.isError ? (
        <ErrorNotice message={errorText(t, list.error)} />
      ) : list.data.length === 0 ? (
        <EmptyState title={t('appointments.noPrescriptions')} />
      ) : (
        <ul className="stack-list">
          {list.data.map((booking) => (
            <PrescriptionCard key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </div>
  );
}

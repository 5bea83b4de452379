// One emergency or ambulance request as a card: its kind and status, who (with the age, when given) and
// where, the hospital it names, the patient's note, when it was sent, and the call centre's latest note with
// when the status changed (India time). The patient's lists, the hospital's and the call centre's desk show it; staff
// get the
// city and a tap-to-call phone.
import type { ReactNode } from 'react';
import { EMERGENCY_TYPES, type EmergencyStatus } from '../../../shared/constants';
import type { EmergencyRequest } from '../../../shared/contract/emergency';
import { useReferenceNames } from '../../api/reference-names';
import { useFormat } from '../../lib/format';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { wireText } from '../../lib/wire-text';
import { InfoList, type InfoItem } from '../../ui/info-list';
import { PhoneLink } from '../../ui/phone-link';
import { StatusChip, type ChipTone } from '../../ui/status-chip';

/** Who looks: the patient who sent it, the hospital it names, or the call centre. */
export type RequestViewer = 'patient' | 'hospital' | 'operator';

// Waiting for the call centre reads red, on its way amber, done green; a cancelled one red as cancelled
// bookings are.
const STATUS_TONE: Record<EmergencyStatus, ChipTone> = {
  Pending: 'danger',
  Called: 'progress',
  Dispatched: 'progress',
  Closed: 'success',
  Cancelled: 'danger',
};

/** What the request is: its emergency's kind, or an ambulance. */
export function requestTitle(t: TFunction, request: EmergencyRequest): string {
  if (request.kind === 'Ambulance') return t('patientCare.ambulance.request');
  return wireText(t, request.type ?? '', EMERGENCY_TYPES, (type) => `patientCare.emergencyTypes.${type}`);
}

/** `children`: what the viewer can do with the request (the call centre's next steps). */
export function RequestCard({
  request,
  viewer,
  children,
}: {
  request: EmergencyRequest;
  viewer: RequestViewer;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const names = useReferenceNames();
  const staff = viewer !== 'patient';
  const rows: InfoItem[] = [
    [t('patientCare.time'), format.dateTime(request.created_at)],
    [t('patientCare.name'), request.name],
    ...(request.age === null ? [] : [[t('patientCare.age'), String(request.age), true] as const]),
    [t('patientCare.phone'), staff ? <PhoneLink phone={request.phone_number} /> : request.phone_number, true],
    [
      request.kind === 'Ambulance' ? t('patientCare.ambulance.pickupAddress') : t('patientCare.address'),
      request.address,
    ],
  ];
  if (staff && request.city) rows.push([t('patientCare.city'), names.city(request.city)]);
  if (viewer !== 'hospital' && request.hospital_name)
    rows.push([t('patientCare.emergency.hospital'), names.institution(request.hospital_name)]);
  if (request.note) rows.push([t('patientCare.note'), request.note]);
  if (request.status_note) rows.push([t('patientCare.statusNote'), request.status_note]);
  if (request.status_changed_at)
    rows.push([t('patientCare.statusChangedAt'), format.dateTime(request.status_changed_at)]);
  return (
    <li className="card pc-request" data-request-id={request.id}>
      <div className="card-head">
        <h3 className="card-title">{requestTitle(t, request)}</h3>
        <StatusChip tone={STATUS_TONE[request.status]} testId="request-status">
          {t(`patientCare.emergencyStatuses.${request.status}`)}
        </StatusChip>
      </div>
      <InfoList rows={rows} />
      {children}
    </li>
  );
}

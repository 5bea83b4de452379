// Emergency and ambulance requests as cards: kind and type, status, name, phone, place, hospital, note and
// when it was sent (India time). Shared by the patient's two pages and the hospital's /hospital-emergency.
import type { UseQueryResult } from '@tanstack/react-query';
import { EMERGENCY_TYPES } from '../../../shared/constants';
import type { EmergencyRequest } from '../../../shared/contract/emergency';
import { errorText } from '../../lib/server-text';
import { useFormat } from '../../lib/format';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { EmptyState, ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { InfoList, type InfoItem } from '../../ui/info-list';
import { wireText } from '../../lib/wire-text';

// Every status the texts name (patientCare.statuses): whichever the desk sets shows in the reader's language.
const STATUS_NAMES = ['Pending', 'Accepted', 'Dispatched', 'Delivered', 'Cancelled', 'Paid', 'Refunded', 'Done', 'Closed'] as const;

export function requestTitle(t: TFunction, request: EmergencyRequest): string {
  if (request.kind === 'Ambulance') return t('patientCare.ambulance.request');
  return wireText(t, request.type ?? '', EMERGENCY_TYPES, (type) => `patientCare.emergencyTypes.${type}`);
}

function RequestCard({ request, showHospital }: { request: EmergencyRequest; showHospital: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows: InfoItem[] = [
    [t('patientCare.time'), format.dateTime(request.created_at)],
    [t('patientCare.name'), request.name],
    [t('patientCare.phone'), request.phone_number, true],
    [request.kind === 'Ambulance' ? t('patientCare.ambulance.pickupAddress') : t('patientCare.address'), request.address],
  ];
  if (showHospital && request.hospital_name) rows.push([t('patientCare.emergency.hospital'), request.hospital_name]);
  if (request.note) rows.push([t('patientCare.note'), request.note]);
  const pending = request.status === 'Pending';
  return (
    <li className="card" data-request-id={request.id}>
      <div className="pc-card-head">
        <h3 className="card-title">{requestTitle(t, request)}</h3>
        <span className={`status-chip ${pending ? 'status-danger' : 'status-success'}`}>
          {wireText(t, request.status, STATUS_NAMES, (status) => `patientCare.statuses.${status}`)}
        </span>
      </div>
      <InfoList rows={rows} />
    </li>
  );
}

export function RequestList({
  list,
  title,
  emptyTitle,
  filter = () => true,
  showHospital = true,
}: {
  list: UseQueryResult<EmergencyRequest[]>;
  title: string;
  emptyTitle: string;
  filter?: (request: EmergencyRequest) => boolean;
  showHospital?: boolean;
}) {
  const { t } = useTranslation();
  const items = list.data?.filter(filter) ?? [];
  return (
    <section className="pc-requests" aria-labelledby="pc-requests-title">
      <h2 id="pc-requests-title" className="section-title">
        {title}
      </h2>
      {list.isPending ? (
        <Loader />
      ) : list.isError ? (
        <ErrorNotice message={errorText(t, list.error)} />
      ) : items.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <ul className="pc-list">
          {items.map((request) => (
            <RequestCard key={request.id} request={request} showHospital={showHospital} />
          ))}
        </ul>
      )}
    </section>
  );
}

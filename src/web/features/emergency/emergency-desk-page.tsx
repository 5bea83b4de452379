// The call centre's emergency desk (/operator, its first section): every emergency and ambulance request,
// newest first, as cards (two columns on a desktop) with a tap-to-call phone, the next steps the request
// allows (status-moves.tsx) and its history. Open requests (not yet Closed or Cancelled) first shown, or all
// of them. New requests and other operators' changes arrive as live events: nothing polls.
import { EMERGENCY_STATUSES, type EmergencyStatus } from '../../../shared/constants';
import type { EmergencyRequest } from '../../../shared/contract/emergency';
import { HistoryButton } from '../operator/shared/audit-history';
import { useTranslation } from '../../lib/i18n';
import { wireText } from '../../lib/wire-text';
import { DeskList } from '../../ui/desk-list';
import { emergencyRequestsQuery, useLiveRequests } from './emergency-queries';
import { RequestCard, requestTitle } from './request-card';
import { StatusMoves } from './status-moves';
import './emergency.css';

const FINISHED: readonly EmergencyStatus[] = ['Closed', 'Cancelled'];
const isOpen = (request: EmergencyRequest) => !FINISHED.includes(request.status);

export function EmergencyDeskPage() {
  const { t } = useTranslation();
  const list = useLiveRequests(emergencyRequestsQuery);
  const changeWords = {
    status: (status: string) =>
      wireText(t, status, EMERGENCY_STATUSES, (value) => `patientCare.emergencyStatuses.${value}`),
  };
  return (
    <DeskList
      name="ed"
      title={t('operator.listTitle')}
      list={list}
      isOpen={isOpen}
      texts={{
        empty: t('operator.empty'),
        emptyBody: t('operator.emptyBody'),
        noOpen: t('operator.noOpen'),
        noOpenBody: t('operator.noOpenBody'),
      }}
    >
      {(request) => (
        <RequestCard key={request.id} request={request} viewer="operator">
          <StatusMoves request={request} />
          <HistoryButton
            recordType="emergency-request"
            recordId={request.id}
            recordName={`${requestTitle(t, request)}: ${request.name}`}
            words={changeWords}
          />
        </RequestCard>
      )}
    </DeskList>
  );
}

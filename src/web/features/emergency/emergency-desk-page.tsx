// /operator, the call centre's emergency desk: every emergency and ambulance request, newest first, as
// cards (two columns on a desktop) with a tap-to-call phone and the next steps the request allows
// (status-moves.tsx). Open requests (not yet Closed or Cancelled) first shown, or all of them. New requests
// and other operators' changes arrive as live events: nothing polls.
import { useState } from 'react';
import type { EmergencyStatus } from '../../../shared/constants';
import type { EmergencyRequest } from '../../../shared/contract/emergency';
import { useTranslation } from '../../lib/i18n';
import { ChoiceGroup } from '../../ui/choice-group';
import { EmptyState, RetryNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { deskRequestsQuery, useLiveRequests } from './emergency-queries';
import { RequestCard } from './request-card';
import { StatusMoves } from './status-moves';
import './emergency.css';

type Shown = 'open' | 'all';
const FINISHED: readonly EmergencyStatus[] = ['Closed', 'Cancelled'];
const isOpen = (request: EmergencyRequest) => !FINISHED.includes(request.status);

function DeskList({ requests, shown }: { requests: EmergencyRequest[]; shown: Shown }) {
  const { t } = useTranslation();
  const items = shown === 'open' ? requests.filter(isOpen) : requests;
  if (requests.length === 0) return <EmptyState title={t('operator.empty')} body={t('operator.emptyBody')} />;
  if (items.length === 0) return <EmptyState title={t('operator.noOpen')} body={t('operator.noOpenBody')} />;
  return (
    <ul className="ed-list">
      {items.map((request) => (
        <RequestCard key={request.id} request={request} viewer="operator">
          <StatusMoves request={request} />
        </RequestCard>
      ))}
    </ul>
  );
}

export function EmergencyDeskPage() {
  const { t } = useTranslation();
  const list = useLiveRequests(deskRequestsQuery);
  const [shown, setShown] = useState<Shown>('open');
  const requests = list.data ?? [];
  return (
    <section className="page-wide ed-desk" aria-labelledby="ed-title">
      <div className="ed-head">
        <h2 id="ed-title" className="section-title">
          {t('operator.listTitle')}
        </h2>
        <ChoiceGroup
          legend={t('operator.show')}
          name="ed-shown"
          value={shown}
          onChange={setShown}
          options={[
            { value: 'open', label: t('operator.filters.open', { count: requests.filter(isOpen).length }) },
            { value: 'all', label: t('operator.filters.all', { count: requests.length }) },
          ]}
        />
      </div>
      {list.isPending ? (
        <Loader />
      ) : !list.data ? (
        <RetryNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DeskList requests={list.data} shown={shown} />
      )}
    </section>
  );
}

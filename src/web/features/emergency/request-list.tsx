// A list of emergency and ambulance requests as cards (request-card.tsx) under its heading, with the
// loading, failure and empty states; a failed refresh keeps the list last shown (the next live event or
// reconnection tries again). The patient's two pages and the hospital's /hospital-emergency show it.
import type { UseQueryResult } from '@tanstack/react-query';
import type { EmergencyRequest } from '../../../shared/contract/emergency';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { EmptyState, ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { RequestCard, type RequestViewer } from './request-card';

export function RequestList({
  list,
  title,
  emptyTitle,
  filter = () => true,
  viewer,
}: {
  list: UseQueryResult<EmergencyRequest[]>;
  title: string;
  emptyTitle: string;
  filter?: (request: EmergencyRequest) => boolean;
  viewer: RequestViewer;
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
      ) : !list.data ? (
        <ErrorNotice message={errorText(t, list.error)} />
      ) : items.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <ul className="stack-list">
          {items.map((request) => (
            <RequestCard key={request.id} request={request} viewer={viewer} />
          ))}
        </ul>
      )}
    </section>
  );
}

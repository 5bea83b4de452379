// /my-records-log, "Who saw my records": who opened or changed the records of one person of the account
// (the patient, or a family member chosen in the address as ?person=, as the lists narrowed to one person
// keep it), newest first: who by role and name ("You" for the patient), what they did, which record and
// when. "Show more" brings the page before; a short note says what "Saw it in a list" means.
import { useInfiniteQuery } from '@tanstack/react-query';
import { CircleUserRound } from 'lucide-react';
import type { RecordAccess } from '../../../shared/contract/privacy';
import { PersonFilterField, usePersonParam } from '../patient-account/shared/family-members';
import { useSignedInUser } from '../../api/query-client';
import { useFormat } from '../../lib/format';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { EmptyState, RetryNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { recordAccessLogQuery } from './privacy-queries';
import './privacy.css';

function actorText(t: TFunction, entry: RecordAccess): string {
  if (entry.by_you) return t('myData.you');
  if (!entry.actor_role) return t('myData.noActor');
  const role = t(`myData.roles.${entry.actor_role}`);
  return entry.actor_name ? t('myData.actor', { name: entry.actor_name, role }) : role;
}

function whatText(t: TFunction, entry: RecordAccess): string {
  const action = t(entry.in_list ? 'myData.actions.inList' : `myData.actions.${entry.action}`);
  const record = t(`myData.records.${entry.record}`);
  const number =
    entry.record_id_kind && entry.record_id !== null
      ? ` (${t(`myData.numbers.${entry.record_id_kind}`, { id: entry.record_id })})`
      : '';
  return `${action}: ${record}${number}`;
}

function Entry({ entry }: { entry: RecordAccess }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li className="pv-entry" data-testid="access-entry">
      <p className="pv-who">
        <CircleUserRound size={20} aria-hidden="true" />
        {actorText(t, entry)}
      </p>
      <p className="pv-what">{whatText(t, entry)}</p>
      <p className="pv-when">
        <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
      </p>
    </li>
  );
}

export function RecordAccessLogPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [person, setPerson] = usePersonParam();
  // One person's records at a time: "Everyone" (no choice in the address) is the patient themself.
  const shown = person === 'Everyone' ? 'Myself' : person;
  const log = useInfiniteQuery({
    ...recordAccessLogQuery(user?.id ?? 0, typeof shown === 'number' ? shown : null),
    enabled: !!user,
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div className="page-column">
      <p className="pv-intro">{t('myData.logIntro')}</p>
      <PersonFilterField person={shown} onChange={setPerson} label={t('myData.whose')} everyone={false} />
      {log.isPending ? (
        <Loader />
      ) : log.isError && entries.length === 0 ? (
        <RetryNotice error={log.error} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title={t('myData.emptyTitle')} body={t('myData.emptyBody')} />
      ) : (
        <section className="card" aria-label={t('titles.my-records-log')}>
          <ol className="pv-log">
            {entries.map((entry) => (
              <Entry key={entry.key} entry={entry} />
            ))}
          </ol>
          {log.isFetchNextPageError && <RetryNotice error={log.error} onRetry={() => void log.fetchNextPage()} />}
          {log.hasNextPage && !log.isFetchNextPageError && (
            <button
              type="button"
              className="button button-secondary button-block"
              onClick={() => void log.fetchNextPage()}
              disabled={log.isFetchingNextPage}
            >
              {log.isFetchingNextPage ? t('common.pleaseWait') : t('myData.showMore')}
            </button>
          )}
          <p className="field-hint pv-note">{t('myData.listNote')}</p>
        </section>
      )}
    </div>
  );
}

// The directory's list for one lookup (a kind, a city, a search): its cards by name, two columns on a
// desktop, with the loading, failure and empty states. The next search of the same kind keeps the last
// list on screen until it arrives; at most DIRECTORY_PAGE come, and the desk is told to narrow the search.
import { useQuery } from '@tanstack/react-query';
import { DIRECTORY_PAGE, type DirectoryEntry } from '../../../shared/contract/directory';
import { useTranslation } from '../../lib/i18n';
import { EmptyState, RetryNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { DirectoryCard } from './directory-card';
import { directoryQuery, type DirectoryLookup } from './directory-queries';
import { useDirectoryReference } from './directory-reference';

export function DirectoryList({
  lookup,
  onEdit,
}: {
  lookup: DirectoryLookup;
  onEdit: (entry: DirectoryEntry) => void;
}) {
  const { t } = useTranslation();
  const reference = useDirectoryReference();
  // Asked each time the section is shown: another operator may have changed the directory.
  const list = useQuery({
    ...directoryQuery(lookup),
    // While the next search of the same kind loads, the last one stays.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === lookup.kind ? previous : undefined),
    refetchOnMount: 'always',
  });
  if (list.isPending) return <Loader />;
  if (!list.data) return <RetryNotice error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) {
    return (
      <EmptyState
        title={t('operator.directory.empty')}
        body={lookup.kind === 'patient' ? t('operator.directory.noPatient') : t('operator.directory.emptyBody')}
      />
    );
  }
  const count = list.data.length;
  return (
    <div className="dr-results" aria-busy={list.isPlaceholderData}>
      <div className="dr-count">
        <p role="status">
          {count >= DIRECTORY_PAGE
            ? t('operator.directory.firstOnly', { count })
            : t('operator.directory.found', { count })}
        </p>
        {list.isPlaceholderData && <Loader inline />}
      </div>
      <ul className="desk-list">
        {list.data.map((entry) => (
          <DirectoryCard key={`${entry.kind}-${entry.id}`} entry={entry} reference={reference} onEdit={onEdit} />
        ))}
      </ul>
    </div>
  );
}

// One list of the call centre's desk (the emergency requests, the medicine orders) under its heading: the
// Open/All choice with counts (open ones first shown), any tools of the list (a refresh button), and the
// cards in two columns on a desktop, with the loading, failure and empty states. The caller says what is
// still open and draws each card (an <li>); a failed refresh keeps the list last shown.
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { ChoiceGroup } from './choice-group';
import { EmptyState, RetryNotice } from './error-notice';
import { Loader } from './loader';

type Shown = 'open' | 'all';

/** The part of a query's state the list reads (a TanStack query result fits). */
export interface DeskListQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface DeskListTexts {
  /** Nothing at all yet. */
  empty: string;
  emptyBody: string;
  /** Nothing open: All shows the rest. */
  noOpen: string;
  noOpenBody: string;
}

interface DeskListProps<T> {
  /** Names the heading and the choice's radios: unique on the page. */
  name: string;
  title: string;
  list: DeskListQuery<T>;
  isOpen: (item: T) => boolean;
  texts: DeskListTexts;
  tools?: ReactNode;
  children: (item: T) => ReactNode;
}

export function DeskList<T>({ name, title, list, isOpen, texts, tools, children }: DeskListProps<T>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>('open');
  const items = list.data ?? [];
  const openItems = items.filter(isOpen);
  const visible = shown === 'open' ? openItems : items;
  const titleId = `${name}-title`;
  return (
    <section className="desk-section" aria-labelledby={titleId}>
      <div className="desk-head">
        <h2 id={titleId} className="section-title">
          {title}
        </h2>
        <div className="desk-head-tools">
          <ChoiceGroup
            legend={t('operator.show')}
            name={`${name}-shown`}
            value={shown}
            onChange={setShown}
            options={[
              { value: 'open', label: t('operator.filters.open', { count: openItems.length }) },
              { value: 'all', label: t('operator.filters.all', { count: items.length }) },
            ]}
          />
          {tools}
        </div>
      </div>
      {list.isPending ? (
        <Loader />
      ) : !list.data ? (
        <RetryNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={texts.empty} body={texts.emptyBody} />
      ) : visible.length === 0 ? (
        <EmptyState title={texts.noOpen} body={texts.noOpenBody} />
      ) : (
        <ul className="desk-list">{visible.map(children)}</ul>
      )}
    </section>
  );
}

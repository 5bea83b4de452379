// Server-supplied HTML of the static pages (about us, policies, FAQ). The server sanitises it on save
// and on render (docs/architecture.md), so it is shown as HTML here; each page is asked for in the reader's
// language.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import type { StaticPageKey } from '../../../shared/constants';
import { errorText } from '../../lib/server-text';
import { ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { staticPagesQuery } from './reference-queries';

export function StaticContent({ page }: { page: StaticPageKey | 'faq' }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(staticPagesQuery(page, i18n.language));
  if (query.isPending) return <Loader />;
  if (query.isError) return <ErrorNotice message={errorText(t, query.error)} />;
  return <div className="static-content card" dangerouslySetInnerHTML={{ __html: query.data.content }} />;
}

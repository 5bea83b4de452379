// Server-supplied HTML of the static pages (about us, policies, FAQ). The server sanitises it on save
// and on render (docs/architecture.md), so it is shown as HTML here; each page is asked for in the reader's
// language.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import type { StaticPageKey } from '../../../shared/constants';
import { call } from '../../api/client';
import { errorText } from '../../lib/server-text';
import { ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';

export function StaticContent({ page }: { page: StaticPageKey | 'faq' }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const query = useQuery({
    queryKey: ['static-page', page, lang],
    queryFn: () => call('get-static-pages', { page, lang }),
    staleTime: 10 * 60 * 1000,
  });
  if (query.isPending) return <Loader />;
  if (query.isError) return <ErrorNotice message={errorText(t, query.error)} />;
  return <div className="static-content card" dangerouslySetInnerHTML={{ __html: query.data.content }} />;
}

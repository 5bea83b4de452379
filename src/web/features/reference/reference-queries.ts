// The static pages (about us, policies, FAQ), each asked for in the reader's language.
import { queryOptions } from '@tanstack/react-query';
import type { Language, StaticPageKey } from '../../../shared/constants';
import { call } from '../../api/client';

export const staticPagesQuery = (page: StaticPageKey | 'faq', lang: Language) =>
  queryOptions({
    queryKey: ['static-page', page, lang],
    queryFn: () => call('get-static-pages', { page, lang }),
    staleTime: 10 * 60 * 1000,
  });

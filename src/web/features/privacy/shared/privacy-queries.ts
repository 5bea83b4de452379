// The privacy notice in force (get-privacy-notice, which anyone may read), in the reader's language: the
// privacy screens show it, and the registration form sends its version with the patient's acceptance.
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../../shared/constants';
import { call } from '../../../api/client';

/** Every language's copy: a registration refused for a changed notice refreshes them all. */
export const PRIVACY_NOTICE_KEY = 'privacy-notice';

export const privacyNoticeQuery = (lang: Language) =>
  queryOptions({
    queryKey: [PRIVACY_NOTICE_KEY, lang],
    queryFn: () => call('get-privacy-notice', { lang }),
    // A switch of language keeps the notice shown (and the form built on its version) while the other loads.
    placeholderData: (previous) => previous,
  });

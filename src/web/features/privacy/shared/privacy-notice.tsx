// The privacy notice in force (get-privacy-notice, which anyone may read): its version and its text in the
// reader's language, as a page (/privacy-policy) or in a dialog over a screen that must keep what was typed
// (the registration form) or chosen (the gate asking to accept it). The server sanitises the text's HTML.
import { useQuery } from '@tanstack/react-query';
import type { ResultOf } from '../../../../shared/contract/catalogue';
import { useTranslation } from '../../../lib/i18n';
import { Loader } from '../../../ui/loader';
import { Modal } from '../../../ui/modal';
import { RetryNotice } from '../../../ui/error-notice';
import { privacyNoticeQuery } from './privacy-queries';

/** The notice's text under its version line. */
export function PrivacyNoticeText({ notice }: { notice: ResultOf<'get-privacy-notice'> }) {
  const { t } = useTranslation();
  return (
    <div className="static-content card">
      <p className="privacy-notice-version">{t('consent.noticeVersion', { version: notice.version })}</p>
      <div className="static-content" dangerouslySetInnerHTML={{ __html: notice.content }} />
    </div>
  );
}

/** The notice, loaded in the reader's language, with its loading and failure states. */
export function PrivacyNotice() {
  const { i18n } = useTranslation();
  const notice = useQuery(privacyNoticeQuery(i18n.language));
  if (notice.isPending) return <Loader />;
  if (notice.isError) return <RetryNotice error={notice.error} onRetry={() => void notice.refetch()} />;
  return <PrivacyNoticeText notice={notice.data} />;
}

/** The notice over the screen, which stays as it was behind it. */
export function PrivacyNoticeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('titles.privacy-policy')}
      onClose={onClose}
      actions={
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      {open && <PrivacyNotice />}
    </Modal>
  );
}

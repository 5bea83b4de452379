// A booking that failed for want of a server (the slot picker, the outside-the-queue forms): 'booking
// error', 'please try again later', the help desk's contact options (get-contact-details, asked only when
// the dialog opens) and the notice the app has always shown.
import { useQuery } from '@tanstack/react-query';
import { MessageCircle, Phone } from 'lucide-react';
import { telHref } from '../../../lib/contact';
import { useTranslation } from '../../../lib/i18n';
import { Modal } from '../../../ui/modal';
import { StopPicture } from '../../../ui/pictures';
import { contactDetailsQuery } from '../../reference/shared/reference-queries';

export function BookingFailedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: contact } = useQuery({ ...contactDetailsQuery, enabled: open });
  return (
    <Modal
      open={open}
      title={t('appointments.bookingError')}
      tone="error"
      onClose={onClose}
      picture={<StopPicture size={72} />}
      actions={
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('common.ok')}
        </button>
      }
    >
      <p>{t('appointments.tryLater')}</p>
      <p className="form-notice form-notice-error">{t('messages.bookingFailed')}</p>
      {contact && (
        <div className="contact-options">
          <a href={telHref(contact.phones[0]!)} className="button button-secondary">
            <Phone size={18} aria-hidden="true" />
            {t('appointments.callUs', { phone: contact.phones[0]! })}
          </a>
          <a href={contact.chat_url} target="_blank" rel="noopener noreferrer" className="button button-secondary">
            <MessageCircle size={18} aria-hidden="true" />
            {t('appointments.chatWithUs')}
          </a>
        </div>
      )}
    </Modal>
  );
}

// The slot picker's two dialogs: the confirmation (doctor, date, slot, token number; Continue) and the
// failure ('booking error', 'please try again later', the contact options and the spec's notice).
import { useQuery } from '@tanstack/react-query';
import { MessageCircle, Phone } from 'lucide-react';
import { contactDetailsQuery } from '../../api/queries';
import { telHref } from '../../lib/contact';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/format';
import { Modal } from '../../ui/modal';
import { StopPicture } from '../../ui/pictures';
import { SuccessDialog } from '../../ui/success-dialog';

export interface Confirmation {
  doctorName: string;
  date: string;
  slot: string;
  tokenNumber: number | null;
}

export function ConfirmationDialog({ confirmation, onContinue }: { confirmation: Confirmation | null; onContinue: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <SuccessDialog open={confirmation !== null} title={t('appointments.confirmedTitle')} onContinue={onContinue}>
      {confirmation && (
        <dl className="info-list confirmation-list">
          <div className="info-row">
            <dt>{t('appointments.doctor')}</dt>
            <dd>{confirmation.doctorName}</dd>
          </div>
          <div className="info-row">
            <dt>{t('appointments.date')}</dt>
            <dd>{format.date(confirmation.date)}</dd>
          </div>
          <div className="info-row">
            <dt>{t('appointments.slot')}</dt>
            <dd>{t(`appointments.slots.${confirmation.slot}`, { defaultValue: confirmation.slot })}</dd>
          </div>
          <div className="info-row token-row">
            <dt>{t('appointments.tokenNumber')}</dt>
            <dd className="token-number" data-testid="token-number">
              {confirmation.tokenNumber ?? t('messages.notAssigned')}
            </dd>
          </div>
        </dl>
      )}
    </SuccessDialog>
  );
}

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

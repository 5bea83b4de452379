// A one-time link to set a password, sent by the desk to an account that signs in (send-password-link):
// asked about first, then said where it went (the number, the e-mail), never the link itself. The same
// words tell the desk where a new account's link went (directory-form.tsx).
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { errorText } from '../../lib/server-text';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { Notice } from '../../ui/form-field';
import { useSendPasswordLink } from './directory-queries';

/** An Indian mobile as read aloud on a call, kept on one line: +91 98765 43210. */
export function phoneText(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91\u00a0${phone.slice(0, 5)}\u00a0${phone.slice(5)}` : phone;
}

/** Where a link went: by SMS to the number, by e-mail, both, or (neither) that none could be sent. */
export function linkSentText(t: TFunction, sent: { phone_number: string; email: string | null }): string {
  const phone = sent.phone_number ? phoneText(sent.phone_number) : '';
  if (phone && sent.email) return t('operator.directory.linkSent.both', { phone, email: sent.email });
  if (phone) return t('operator.directory.linkSent.phone', { phone });
  if (sent.email) return t('operator.directory.linkSent.mail', { email: sent.email });
  return t('operator.directory.linkSent.none');
}

interface PasswordLinkButtonProps {
  id: number;
  name: string;
  phone: string;
  /** What came of it, for the card to say under its buttons. */
  onOutcome: (notice: Notice) => void;
}

export function PasswordLinkButton({ id, name, phone, onOutcome }: PasswordLinkButtonProps) {
  const { t } = useTranslation();
  const send = useSendPasswordLink();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      const { result } = await send.mutateAsync({ request: { id } });
      onOutcome({ tone: 'success', text: linkSentText(t, result) });
    } catch (error) {
      onOutcome({ tone: 'error', text: errorText(t, error) });
    } finally {
      setAsking(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button-secondary dr-action"
        aria-haspopup="dialog"
        onClick={() => setAsking(true)}
      >
        <KeyRound size={18} aria-hidden="true" />
        {t('operator.directory.sendLink')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('operator.directory.sendLinkTitle', { name })}
        keepLabel={t('operator.directory.keep')}
        confirmLabel={t('operator.directory.sendLinkConfirm')}
        busy={send.isPending}
        busyLabel={t('common.pleaseWait')}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      >
        <p>{t('operator.directory.sendLinkBody', { phone: phoneText(phone) })}</p>
      </ConfirmDialog>
    </>
  );
}

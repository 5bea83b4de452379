// The dialog after a booking or an order went through: the tick, a title, what was done (children) and
// Continue, which moves on (another action beside it, if any); closing the dialog moves on too.
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { Modal } from './modal';

export function SuccessDialog({
  open,
  title,
  onContinue,
  action,
  children,
}: {
  open: boolean;
  title: string;
  onContinue: () => void;
  /** Beside Continue (after it: Continue keeps the first focus), in view however long the content is. */
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      tone="success"
      onClose={onContinue}
      picture={<CircleCheck size={64} className="icon-success" aria-hidden="true" />}
      actions={
        <>
          <button type="button" className="button button-primary" onClick={onContinue}>
            {t('common.continue')}
          </button>
          {action}
        </>
      }
    >
      {children}
    </Modal>
  );
}

// The short modals: welcome after sign-in, 'Sorry!' on failure, 'Namaste' after logout.
import { CircleCheck } from 'lucide-react';
import { useTranslation } from '../lib/i18n';
import { Modal } from './modal';
import { StopPicture } from './pictures';

export interface MessageModalState {
  tone: 'success' | 'error';
  title: string;
  body: string;
}

export function MessageModal({ state, onClose }: { state: MessageModalState | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={state !== null}
      title={state?.title ?? ''}
      tone={state?.tone ?? 'info'}
      onClose={onClose}
      picture={
        state?.tone === 'error' ? (
          <StopPicture size={72} />
        ) : (
          <CircleCheck size={64} className="icon-success" aria-hidden="true" />
        )
      }
      actions={
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('common.ok')}
        </button>
      }
    >
      <p>{state?.body}</p>
    </Modal>
  );
}

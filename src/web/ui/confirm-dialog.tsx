// A question before an action that cannot be undone (cancel a booking, discard a draft): the question, what
// will happen, a way back (the first button) and the action, which waits while it runs.
import type { ReactNode } from 'react';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  busy: boolean;
  busyLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  keepLabel,
  confirmLabel,
  busy,
  busyLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      tone="error"
      onClose={busy ? undefined : onClose}
      actions={
        <>
          <button type="button" className="button button-secondary" disabled={busy} onClick={onClose}>
            {keepLabel}
          </button>
          <button type="button" className="button button-danger" disabled={busy} onClick={onConfirm}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

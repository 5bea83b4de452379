// A dialog on the native <dialog> element: focus is trapped and Escape closes it, for free.
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  title: string;
  onClose?: () => void;
  picture?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Test and styling hook. */
  tone?: 'info' | 'success' | 'error';
  /** A form of many fields (the directory's record): wider, its fields aligned to the start. */
  wide?: boolean;
}

export function Modal({ open, title, onClose, picture, children, actions, tone = 'info', wide = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`modal modal-${tone}${wide ? ' modal-wide' : ''}`}
      aria-labelledby={titleId}
      data-tone={tone}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its body) closes it.
        if (event.target === ref.current) onClose?.();
      }}
    >
      {open && (
        <div className="modal-body">
          {picture && <div className="modal-picture">{picture}</div>}
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {children && <div className="modal-content">{children}</div>}
          {actions && <div className="modal-actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}

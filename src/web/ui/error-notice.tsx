// A non-success answer (docs/wire-api.md "Failures on screen") shows the server's error text with the stop picture.
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { errorText } from '../lib/server-text';
import { NotFoundPicture, StopPicture } from './pictures';

/** A list or screen whose load failed: the server's error and a button that loads it again. */
export function RetryNotice({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorNotice
      message={errorText(t, error)}
      action={
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}

export function ErrorNotice({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="state-block state-error" role="alert">
      <StopPicture size={80} />
      <p className="state-text">{message}</p>
      {action}
    </div>
  );
}

export function EmptyState({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <div className="state-block">
      <NotFoundPicture size={80} />
      <p className="state-title">{title}</p>
      {body && <p className="state-text">{body}</p>}
      {action}
    </div>
  );
}

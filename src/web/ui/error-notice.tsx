// Part 1 section 8: a non-success answer shows the server's error text with the stop picture.
import type { ReactNode } from 'react';
import { NotFoundPicture, StopPicture } from './pictures';

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

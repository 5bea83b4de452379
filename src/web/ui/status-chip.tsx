// A state read at a glance, as a coloured chip: done or accepted reads green, on its way or waiting for
// someone amber, refused, cancelled or waiting on the patient's side red. Every list's status uses it.
import type { ReactNode } from 'react';

export type ChipTone = 'success' | 'progress' | 'danger';

export function StatusChip({ tone, children, testId }: { tone: ChipTone; children: ReactNode; testId?: string }) {
  return (
    <span className={`status-chip status-${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}

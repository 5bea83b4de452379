// The mark of a token called out of turn (decision 0045): one symbol for every priority and the category's
// word, never why beyond it. The desk's rows, the patient's queue box and the waiting room's board show it.
import { ChevronsUp } from 'lucide-react';

export function PriorityMark({ label, className }: { label: string; className?: string }) {
  return (
    <span className={`priority-mark${className ? ` ${className}` : ''}`} data-testid="priority-mark">
      <ChevronsUp size={18} aria-hidden="true" />
      {label}
    </span>
  );
}

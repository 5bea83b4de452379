// The day lists' date bar: the day before, the day itself (pickable), the day after (under the day at the
// larger text sizes). Its layout is styles.css's "Day navigator"; a page's className adds only its own spacing.
// The page keeps the day (in its address) and says what each control is called in its own words.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays } from '../../shared/dates';
import { DayField } from './day-field';

interface DayNavigatorProps {
  /** yyyy-mm-dd. */
  date: string;
  onDay: (ymd: string) => void;
  labels: {
    previous: string;
    next: string;
    date: string;
    /** Names the bar as a group, where the page has several. */ group?: string;
  };
  className: string;
}

export function DayNavigator({ date, onDay, labels, className }: DayNavigatorProps) {
  return (
    <div className={`day-navigator ${className}`} role={labels.group ? 'group' : undefined} aria-label={labels.group}>
      <button
        type="button"
        className="icon-button"
        aria-label={labels.previous}
        onClick={() => onDay(addDays(date, -1))}
      >
        <ChevronLeft size={24} aria-hidden="true" />
      </button>
      <DayField label={labels.date} value={date} onDay={onDay} />
      <button type="button" className="icon-button" aria-label={labels.next} onClick={() => onDay(addDays(date, 1))}>
        <ChevronRight size={24} aria-hidden="true" />
      </button>
    </div>
  );
}

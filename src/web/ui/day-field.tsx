// The date field of a screen that shows one day (a history, a slot list): the shared DateField bound to a
// yyyy-mm-dd value rather than to a form. Every real date typed or picked (from `minDate` on) becomes the
// screen's day at once; a half-typed date waits, and one left unreadable says so. When the day changes
// from outside (the previous/next buttons), the field shows it.
import { useState } from 'react';
import { parseWireDate, toDisplayDate } from '../../shared/dates';
import { useFormat } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { DateField } from './date-field';

interface DayFieldProps {
  label: string;
  /** The day shown, yyyy-mm-dd. */
  value: string;
  onDay: (ymd: string) => void;
  /** The earliest day, yyyy-mm-dd. */
  minDate?: string | undefined;
  /** Below the field; the chosen day, written out, when absent. */
  hint?: string;
  className?: string;
}

export function DayField({ label, value, onDay, minDate, hint, className }: DayFieldProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [text, setText] = useState(() => toDisplayDate(value));
  const [shownDay, setShownDay] = useState(value);
  const [unreadable, setUnreadable] = useState(false);
  if (shownDay !== value) {
    // The day moved without typing (previous/next, the address): show it.
    setShownDay(value);
    setText(toDisplayDate(value));
    setUnreadable(false);
  }
  const accept = (typed: string) => {
    const day = parseWireDate(typed);
    return day !== null && (minDate === undefined || day >= minDate) ? day : null;
  };
  const choose = (day: string) => {
    setShownDay(day);
    onDay(day);
  };
  return (
    <DateField
      className={className}
      label={label}
      hint={hint ?? format.date(value)}
      minDate={minDate}
      value={text}
      error={unreadable ? t('messages.dateInvalid') : undefined}
      onChange={(event) => {
        setText(event.target.value);
        setUnreadable(false);
        const day = accept(event.target.value);
        if (day) choose(day);
      }}
      onBlur={(event) => setUnreadable(accept(event.target.value) === null)}
      onPick={(display) => {
        setText(display);
        setUnreadable(false);
        const day = accept(display);
        if (day) choose(day);
      }}
    />
  );
}

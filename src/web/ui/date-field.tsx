// A form's date: typed as dd-mm-yyyy (the spec's form format) or picked from the phone's calendar, which
// cannot go before `minDate` (when given). The hint says which dates the form takes. Where only some days can be booked
// (a doctor's sitting days), `allowDate` says which: the phone's calendar cannot grey out weekdays, so a
// date outside them, picked or typed, is refused at once with `refusedMessage` (the form checks again on
// submit, and the server refuses it too).
import { CalendarDays } from 'lucide-react';
import { useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { parseWireDate, toDisplayDate } from '../../shared/dates';
import { useTranslation } from '../lib/i18n';
import { TextField } from './form-field';

interface DateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'min'> {
  label: string;
  error?: string | undefined;
  hint: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** The earliest date, yyyy-mm-dd; any date when absent. */
  minDate?: string | undefined;
  /** A date picked from the calendar, dd-mm-yyyy. */
  onPick: (display: string) => void;
  /** Whether a yyyy-mm-dd date can be chosen; every date when absent. */
  allowDate?: (ymd: string) => boolean;
  /** Shown when a date outside `allowDate` is picked or typed. */
  refusedMessage?: string;
}

export function DateField({ label, error, hint, ref, minDate, onPick, allowDate, refusedMessage, ...input }: DateFieldProps) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState(false);
  const refuses = (ymd: string | null) => ymd !== null && allowDate !== undefined && !allowDate(ymd);
  const open = () => {
    const el = picker.current;
    if (!el) return;
    try {
      el.showPicker();
    } catch {
      el.click();
    }
  };
  return (
    <TextField
      {...input}
      ref={ref}
      label={label}
      error={error ?? (refused ? refusedMessage : undefined)}
      onChange={(event) => {
        setRefused(false);
        void input.onChange?.(event);
      }}
      onBlur={(event) => {
        setRefused(refuses(parseWireDate(event.target.value)));
        void input.onBlur?.(event);
      }}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('common.datePlaceholder')}
      hint={hint}
      trailing={
        <>
          <input
            ref={picker}
            type="date"
            className="date-field-native"
            tabIndex={-1}
            aria-hidden="true"
            min={minDate}
            onChange={(event) => {
              const ymd = event.target.value;
              if (!ymd) return;
              setRefused(refuses(ymd));
              if (!refuses(ymd)) onPick(toDisplayDate(ymd));
            }}
          />
          <button type="button" className="icon-button field-trailing" aria-label={t('common.openCalendar')} onClick={open}>
            <CalendarDays size={22} aria-hidden="true" />
          </button>
        </>
      }
    />
  );
}

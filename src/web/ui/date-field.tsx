// A form's date: typed as dd-mm-yyyy (the forms' format) or picked from the phone's calendar, which
// cannot go before `minDate` (when given). The hint says which dates the form takes. Where only some days can be booked
// (a doctor's sitting days, today once its hours are over), `refuseDate` says why a day cannot be: the
// phone's calendar cannot grey out weekdays, so a date it refuses, picked or typed, is refused at once with
// its reason (the form checks again on submit, and the server refuses it too).
import { CalendarDays } from 'lucide-react';
import { useCallback, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { parseWireDate, toDisplayDate } from '../../shared/dates';
import { useTranslation } from '../lib/i18n';
import { translateMessage } from '../lib/server-text';
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
  /**
   * Why a yyyy-mm-dd date cannot be chosen (a server message, lib/booking-days.ts), or null; every date when absent.
   */
  refuseDate?: (ymd: string) => string | null;
}

export function DateField({ label, error, hint, ref, minDate, onPick, refuseDate, ...input }: DateFieldProps) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      field.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  // A refusal is said of the text the field held: once the form sets another date (a doctor picked, the
  // first open day), it no longer stands.
  const [refused, setRefused] = useState<{ text: string; message: string } | null>(null);
  const judge = (ymd: string | null): string | null => {
    const message = ymd === null || refuseDate === undefined ? null : refuseDate(ymd);
    setRefused(message === null ? null : { text: field.current?.value ?? '', message });
    return message;
  };
  const shown =
    refused !== null && field.current?.value === refused.text ? translateMessage(t, refused.message) : undefined;
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
      ref={setRefs}
      label={label}
      error={error ?? shown}
      onChange={(event) => {
        // Said as soon as a whole date is typed, not when the field is left: the line it adds would move the
        // button the person is tapping.
        judge(parseWireDate(event.target.value));
        void input.onChange?.(event);
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
              if (judge(ymd) === null) onPick(toDisplayDate(ymd));
            }}
          />
          <button
            type="button"
            className="icon-button field-trailing"
            aria-label={t('common.openCalendar')}
            onClick={open}
          >
            <CalendarDays size={22} aria-hidden="true" />
          </button>
        </>
      }
    />
  );
}

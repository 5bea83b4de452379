// A form's date: typed as dd-mm-yyyy (the spec's form format) or picked from the phone's calendar, which
// cannot go before `minDate`. The hint says which dates the form takes.
import { CalendarDays } from 'lucide-react';
import { useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { toDisplayDate } from '../../shared/dates';
import { useTranslation } from '../app/i18n';
import { TextField } from './form-field';

interface DateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'min'> {
  label: string;
  error?: string | undefined;
  hint: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** The earliest date, yyyy-mm-dd. */
  minDate: string;
  /** A date picked from the calendar, dd-mm-yyyy. */
  onPick: (display: string) => void;
}

export function DateField({ label, error, hint, ref, minDate, onPick, ...input }: DateFieldProps) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
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
      error={error}
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
              if (event.target.value) onPick(toDisplayDate(event.target.value));
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

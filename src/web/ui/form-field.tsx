// Form fields: a visible label on every field, the error under it (announced), 48 px targets.
import { Eye, EyeOff } from 'lucide-react';
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from '../lib/i18n';

/** A field's id, and those of its hint and error, which the control names as what describes it. */
function useFieldNotes(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/** The hint and the error (announced) under a field. */
function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode;
  hintId: string;
  error: string | undefined;
  errorId: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** A fixed text shown before the input, e.g. +91. */
  prefix?: string;
  /** A control inside the field, after the input (the password's show button). */
  trailing?: ReactNode;
}

export function TextField({ label, error, hint, ref, prefix, trailing, className, ...input }: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldNotes(hint, error);
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="field-control">
        {prefix && (
          <span className="field-prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {trailing}
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A text of several lines (a grievance, a notice to patients), with its label, hint and error as TextField's. */
export function TextAreaField({ label, error, hint, ref, rows = 5, ...textarea }: TextAreaFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldNotes(hint, error);
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="field-control">
        <textarea
          id={id}
          ref={ref}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...textarea}
        />
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** An Indian mobile number: +91 before it and the number pad on phones. */
export function PhoneField(props: Omit<TextFieldProps, 'type' | 'prefix'>) {
  return <TextField type="tel" inputMode="numeric" autoComplete="tel-national" {...props} prefix="+91" />;
}

/** A password field with a show/hide button. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="icon-button field-trailing"
          aria-label={shown ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
        </button>
      }
    />
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
  /** A box that must be ticked (the privacy notice's) says so under it. */
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, hint, ref, ...input }: CheckboxFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldNotes(hint, error);
  const box = (
    <div className="checkbox-field">
      <input
        id={id}
        ref={ref}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
  if (!error && !hint) return box;
  return (
    <div className={`checkbox-with-notes${error ? ' field-invalid' : ''}`}>
      {box}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A form-level notice (success or failure), announced to screen readers. */
/** A form's one line of outcome under its fields: the failure, or the server's yes. */
export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/** The form's notice, when it has one. */
export function NoticeLine({ notice }: { notice: Notice | null }) {
  return notice ? <FormNotice tone={notice.tone}>{notice.text}</FormNotice> : null;
}

export function FormNotice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <p className={`form-notice form-notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

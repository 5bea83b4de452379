// The optional prescription photo of a booking form: images only, a preview of the chosen file, and a
// button to remove it. The file itself stays in the parent's state (react-hook-form keeps the text fields).
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { LIMITS } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/messages';
import { ApiError } from '../../api/client';
import { translateMessage } from '../../api/server-text';
import { useTranslation } from '../../app/i18n';

/** The English message (a MESSAGES text) when the file cannot be sent, else null. */
export function checkPrescriptionFile(file: File): string | null {
  if (!file.type.startsWith('image/')) return MESSAGES.fileTypeNotAllowed;
  if (file.size > LIMITS.uploadBytes) return MESSAGES.fileTooLarge;
  return null;
}

/** The chosen photo and its message (a MESSAGES text), kept by the form; `picker` goes to PrescriptionPicker. */
export function usePrescriptionPhoto() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    file,
    setError,
    /** Takes the server's message for the photo, when it sent one; true then. */
    takeServerError: (failure: unknown): boolean => {
      const message = failure instanceof ApiError ? failure.fieldErrors.priscription_image : undefined;
      if (message) setError(message);
      return !!message;
    },
    picker: {
      file,
      error: error ? translateMessage(t, error) : undefined,
      onChange: (chosen: File | null, problem: string | null) => {
        setFile(chosen);
        setError(problem);
      },
    },
  };
}

export type PrescriptionPhoto = ReturnType<typeof usePrescriptionPhoto>;

export function PrescriptionPicker({
  file,
  onChange,
  error,
  label,
  hint,
}: {
  file: File | null;
  onChange: (file: File | null, error: string | null) => void;
  error: string | undefined;
  /** Replaces the default "(optional)" label where the photo is required. */
  label?: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  // Remounting the input clears its chosen file after "remove".
  const [inputKey, setInputKey] = useState(0);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {label ?? t('appointments.prescriptionImage')}
      </label>
      <div className="file-picker">
        <ImagePlus size={22} aria-hidden="true" />
        <input
          key={inputKey}
          id={id}
          type="file"
          accept="image/*"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            if (!chosen) return onChange(null, null);
            const problem = checkPrescriptionFile(chosen);
            if (problem) {
              event.target.value = '';
              onChange(null, problem);
            } else onChange(chosen, null);
          }}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="field-hint">
          {hint ?? t('appointments.prescriptionHint')}
        </p>
      )}
      {preview && file && (
        <div className="file-preview">
          <img src={preview} alt={t('appointments.prescriptionPreview')} />
          <button type="button" className="button button-link" onClick={() => {
              setInputKey((k) => k + 1);
              onChange(null, null);
            }}
          >
            <X size={18} aria-hidden="true" />
            {t('appointments.removeImage')}
          </button>
        </div>
      )}
    </div>
  );
}

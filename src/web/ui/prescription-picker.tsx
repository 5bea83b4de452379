// The optional prescription photo of a booking form: images only (checked by size and by their bytes the
// moment one is chosen), a preview of the chosen file, and a button to remove it. The file itself stays in
// the parent's state (react-hook-form keeps the text fields). A refused file holds the form back: the user
// meant to attach one, so the form does not go on without it until they choose another or remove it.
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../lib/api-error';
import { translateMessage } from '../lib/server-text';
import { useTranslation } from '../lib/i18n';
import { checkChosenFile } from './file-check';

/** The chosen photo and its message (a MESSAGES text), kept by the form; `picker` goes to PrescriptionPicker. */
export function usePrescriptionPhoto() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A chosen file that was refused (or is still being checked): the form waits for the user's decision.
  const [unsettled, setUnsettled] = useState(false);
  return {
    file,
    setError,
    /** True (and the picker says why) while a chosen file was refused: the submit must not go on. */
    holdsSubmit: (): boolean => unsettled,
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
        setUnsettled(problem !== null);
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
            const input = event.target;
            const chosen = input.files?.[0] ?? null;
            if (!chosen) return onChange(null, null);
            void checkChosenFile(chosen, 'image').then((problem) => {
              if (problem) input.value = '';
              onChange(problem ? null : chosen, problem);
            });
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
      {((preview && file) || error) && (
        <div className="file-preview">
          {preview && file && <img src={preview} alt={t('appointments.prescriptionPreview')} />}
          <button
            type="button"
            className="button button-link"
            onClick={() => {
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

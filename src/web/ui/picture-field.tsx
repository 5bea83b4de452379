// A profile picture chooser: image files only (checked by size and bytes when chosen), a preview of
// the chosen or current picture, and the placeholder 'Upload profile picture'.
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { translateMessage } from '../lib/server-text';
import { useTranslation } from '../lib/i18n';
import { checkChosenFile } from './file-check';
import { DoctorPicture } from './pictures';

interface PictureFieldProps {
  label: string;
  /** The picture on record (URL), shown until another is chosen. */
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
}

export function PictureField({ label, current, file, onChange }: PictureFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? current;
  return (
    <div className={`field ds-picture-field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="ds-picture-field-row">
        {shown ? <img src={shown} alt="" className="avatar" width={72} height={72} /> : <DoctorPicture size={72} />}
        <div className="ds-picture-field-pick">
          <span className="ds-picture-field-name">
            <ImageUp size={20} aria-hidden="true" />
            {file ? file.name : t('doctorSettings.uploadPicture')}
          </span>
          <input
            id={id}
            type="file"
            accept="image/*"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              const input = event.target;
              const chosen = input.files?.[0] ?? null;
              setError(null);
              if (!chosen) return onChange(null);
              void checkChosenFile(chosen, 'image').then((problem) => {
                if (problem) input.value = '';
                setError(problem ? translateMessage(t, problem) : null);
                onChange(problem ? null : chosen);
              });
            }}
          />
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

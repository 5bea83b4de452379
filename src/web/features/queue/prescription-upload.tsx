// The doctor adds the prescription picture of a booking that has none yet: choose an image, see it,
// then upload. Images only; the server re-encodes and checks the bytes again.
import { FileUp } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { errorText, translateMessage } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toasts';
import { checkChosenFile } from '../../ui/file-check';
import { FormNotice } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { useAddPriscriptionImage } from './queue-queries';

export function PrescriptionUpload({ booking }: { booking: BookingView }) {
  const { t } = useTranslation();
  const inputId = useId();
  const addImage = useAddPriscriptionImage();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const close = () => {
    setFile(null);
    setPreview(null);
    setFailure(null);
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = await checkChosenFile(chosen, 'image');
    if (problem) {
      toast.error(translateMessage(t, problem));
      return;
    }
    setFailure(null);
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      // The file rides beside the contract's fields (its `files` entry); the client sends multipart.
      const payload = { booking_id: booking.id, priscription_image: file };
      const { message } = await addImage.mutateAsync({ request: payload });
      toast.success(message ? translateMessage(t, message) : t('queue.prescriptionUploaded'));
      close();
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <label htmlFor={inputId} className="button button-link button-small dq-file-button">
        <FileUp size={18} aria-hidden="true" />
        {t('queue.uploadPrescription')}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="visually-hidden"
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Modal
        open={file !== null}
        title={t('queue.prescriptionFor', { name: booking.name })}
        onClose={close}
        actions={
          <>
            <button type="button" className="button button-secondary" onClick={close} disabled={busy}>
              {t('queue.close')}
            </button>
            <button type="button" className="button button-primary" onClick={() => void upload()} disabled={busy}>
              {busy ? t('common.pleaseWait') : t('queue.upload')}
            </button>
          </>
        }
      >
        {preview && <img src={preview} alt={t('queue.prescriptionPreview')} className="dq-prescription-preview" />}
        {failure && <FormNotice tone="error">{failure}</FormNotice>}
      </Modal>
    </>
  );
}

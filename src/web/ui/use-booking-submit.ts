// The submit side the booking and request forms share: one Idempotency-Key per visit to the form (a double
// tap or a retried submit books once) and the server's field errors put under their fields, the
// prescription photo's beside its picker.
import { useRef } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerFieldErrors } from './form-errors';
import { newIdempotencyKey } from '../lib/idempotency-key';
import type { PrescriptionPhoto } from './prescription-picker';

export function useBookingSubmit<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[], photo?: PrescriptionPhoto) {
  const key = useRef(newIdempotencyKey());
  return {
    /** The booking call's options: this visit's key. */
    callOptions: () => ({ idempotencyKey: key.current }),
    /** After a success that keeps the form open: the next request is a new one. */
    renewKey: () => {
      key.current = newIdempotencyKey();
    },
    /** Shows a failed call's field errors; true when one of the form's fields got one. */
    showFieldErrors: (error: unknown) => {
      photo?.takeServerError(error);
      return applyServerFieldErrors(error, setError, fields);
    },
  };
}

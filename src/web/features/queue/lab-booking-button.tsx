// The doctor's lab booking for a row of /today-booking: 'Book lab test' while the appointment has no lab
// booking (lab_booking 0), then 'Lab Booked'. It opens the choice of the lab's tests and books the doctor's
// own lab (SessionUser.lab_id) for the appointment's patient with them; a doctor without a lab sees nothing.
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { ApiError } from '../../lib/api-error';
import { useSignedInUser } from '../../api/query-client';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toasts';
import { LabTestChoice } from './lab-test-choice';
import { useAddHospitalLabTestBooking } from './queue-queries';
import './queue.css';
import { StatusChip } from '../../ui/status-chip';

export function LabBookingButton({ booking }: { booking: BookingView }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const labId = user?.lab_id ?? user?.doctor_detail?.lab_id ?? null;
  const [choosing, setChoosing] = useState(false);
  const book = useAddHospitalLabTestBooking();
  const bookTests = (lab: number, tests: string[]) => {
    const details = booking.patient_history.patient_details;
    const request = {
      name: details.name || booking.name,
      age: details.age || booking.age,
      phone_number: details.phone_number || booking.phone_number,
      lab_id: lab,
      patient_booking_id: booking.id,
      tests,
    };
    book.mutate(
      { request },
      {
        onSuccess: () => {
          setChoosing(false);
          toast.success(t('messages.labBooked'));
        },
        onError: (error) => {
          // 409: booked already (another screen of the clinic); the refreshed row then says so.
          if (!(error instanceof ApiError && error.status === 409)) toast.error(errorText(t, error));
        },
      },
    );
  };
  if (!labId) return null;
  if (booking.lab_booking !== 0 || book.isSuccess) {
    return <StatusChip tone="success">{t('messages.labBooked')}</StatusChip>;
  }
  return (
    <>
      <button type="button" className="button button-link button-small" onClick={() => setChoosing(true)}>
        <FlaskConical size={18} aria-hidden="true" />
        {t('labs.bookLabTest')}
      </button>
      <LabTestChoice
        open={choosing}
        patientName={booking.name}
        busy={book.isPending}
        onClose={() => setChoosing(false)}
        onConfirm={(tests) => bookTests(labId, tests)}
      />
    </>
  );
}

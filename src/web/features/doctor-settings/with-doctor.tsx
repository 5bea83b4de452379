// The settings screens of one doctor: the signed-in doctor, or the hospital's doctor named by
// ?doctor_id=. Loads its record (get-doctor-details) and hands it to the form once it is there.
import { useState, type ReactNode } from 'react';
import type { DoctorAccount } from '../../../shared/contract/doctors';
import { ApiError } from '../../lib/api-error';
import { useTranslation } from '../../lib/i18n';
import { EmptyState, RetryNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { NoDoctorChosen } from '../hospital/shared/no-doctor-chosen';
import { useActingDoctorId } from '../hospital/shared/acting-doctor';
import { useDoctorDetails } from './doctor-settings-queries';

export function WithDoctor({ children }: { children: (doctor: DoctorAccount) => ReactNode }) {
  const { t } = useTranslation();
  const doctorId = useActingDoctorId();
  const details = useDoctorDetails(doctorId);
  const [openedAt] = useState(Date.now);
  if (doctorId === null) return <NoDoctorChosen />;
  // No record (or not this hospital's doctor): the not-found picture.
  if (details.isError && details.error instanceof ApiError && details.error.status === 404)
    return (
      <div className="page-column">
        <EmptyState title={t('messages.noDoctorFound')} />
      </div>
    );
  if (details.isError)
    return (
      <div className="page-column">
        <RetryNotice error={details.error} onRetry={() => void details.refetch()} />
      </div>
    );
  // The forms take their values once, so they wait for an answer given since this screen opened rather
  // than open on the copy saved on the device, which can predate the last save. Offline the request
  // waits and the saved copy is shown.
  const answeredSinceOpened = details.dataUpdatedAt >= openedAt;
  if (details.isPending || !(answeredSinceOpened || details.fetchStatus === 'paused')) return <Loader />;
  return <>{children(details.data)}</>;
}

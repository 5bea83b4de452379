// Queries and writes of the settings screens: the doctor's own record (get-doctor-details) prefills every
// form, and every save answers it (or the signed-in user) again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DoctorAccount } from '../../../shared/contract/doctors';
import type { SessionUser } from '../../../shared/contract/users';
import { currentUserQuery, useSignedInUser } from '../../api/query-client';
import { useCallMutation } from '../../api/use-call-mutation';
import { doctorDetailsQuery } from '../doctors/shared/doctors-queries';

/** The record for a settings form: asked again at every opening (the form waits for it, with-doctor.tsx). */
export function useDoctorDetails(doctorId: number | null) {
  return useQuery({ ...doctorDetailsQuery(doctorId ?? 0), enabled: doctorId !== null, refetchOnMount: 'always' });
}

/** After a save: the doctor's record is the answer; the signed-in user is refreshed when it was theirs. */
function useAfterDoctorSave() {
  const client = useQueryClient();
  const user = useSignedInUser();
  return async (doctor: DoctorAccount | { id: number }, sessionUser?: SessionUser) => {
    if ('first_name' in doctor && 'phone_number' in doctor)
      client.setQueryData(doctorDetailsQuery(doctor.id).queryKey, doctor);
    else await client.invalidateQueries({ queryKey: doctorDetailsQuery(doctor.id).queryKey });
    // The doctor list of a hospital and the patient-side cards show the same names and timings.
    void client.invalidateQueries({ queryKey: ['hospital-doctors'] });
    if (user && user.id === doctor.id) {
      if (sessionUser) client.setQueryData(currentUserQuery.queryKey, sessionUser);
      await client.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    }
  };
}

/** The profile and the account settings: the answer is the doctor's record. */
export function useEditDoctorProfile() {
  const afterSave = useAfterDoctorSave();
  return useCallMutation('edit-doctor-profile', { onSuccess: ({ result }) => afterSave(result) });
}

export function useEditDoctorHospitalTimings() {
  const afterSave = useAfterDoctorSave();
  return useCallMutation('edit-doctor-hospital-timings', { onSuccess: ({ result }) => afterSave(result) });
}

/** A doctor's or the hospital's own clinic details: the answer is the saved account as a signed-in user. */
export function useEditDoctorClinicDetails() {
  const afterSave = useAfterDoctorSave();
  return useCallMutation('edit-doctor-clinic-details', {
    onSuccess: ({ result }) => afterSave({ id: result.id }, result),
  });
}

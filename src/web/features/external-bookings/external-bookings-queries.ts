// The outside-the-queue bookings: the doctors of a government hospital's department (for the government form)
// and the two bookings. Neither booking changes a list on screen: the booked dialog leads to the patient's
// history of that day, which is read afresh when it opens.
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useCallMutation } from '../../api/use-call-mutation';

export const departmentDoctorsQuery = (patientId: number, hospitalId: number, departmentId: number) =>
  queryOptions({
    queryKey: ['external-bookings', 'department-doctors', patientId, hospitalId, departmentId],
    queryFn: () =>
      call('get-department-doctors', { patient_id: patientId, hospital_id: hospitalId, department_id: departmentId }),
    staleTime: 60_000,
  });

export const useAddOtherBooking = () => useCallMutation('add-other-booking');

export const useAddGovBooking = () => useCallMutation('add-gov-booking');

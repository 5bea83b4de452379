// The outside-the-queue bookings. Neither changes a list on screen: the booked dialog leads to the
// patient's history of that day, which is read afresh when it opens.
import { useCallMutation } from '../../api/use-call-mutation';

export const useAddOtherBooking = () => useCallMutation('add-other-booking');

export const useAddGovBooking = () => useCallMutation('add-gov-booking');

// The waiting room's reads as TanStack queries. Every key starts with 'waiting-room'. The boards' first
// answers come from here (a wrong doctor or hospital gets the server's 404 to show); their changes then
// come on the board stream (board-stream.ts).
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';

/** A TV stays on all day; the hospital's sitting doctors are asked again now and then (a new day, a new doctor). */
const HOSPITAL_DOCTORS_REFRESH_MS = 10 * 60_000;
/** The status page polls rather than follow the board stream: the phones of a waiting hall share the clinic
 *  Wi-Fi's address, and on the stream they would reach its per-address cap (BOARD_STREAMS_PER_ADDRESS) and
 *  end the TV board's stream. */
export const TOKEN_STATUS_REFRESH_MS = 15_000;

export const doctorBoardQuery = (doctorId: number) =>
  queryOptions({
    queryKey: ['waiting-room', 'board', doctorId],
    queryFn: () => call('get-queue-board', { doctor_id: doctorId }),
  });

export const hospitalBoardsQuery = (hospitalId: number) =>
  queryOptions({
    queryKey: ['waiting-room', 'hospital-boards', hospitalId],
    queryFn: () => call('get-hospital-queue-boards', { hospital_id: hospitalId }),
    refetchInterval: HOSPITAL_DOCTORS_REFRESH_MS,
  });

export const tokenSlipQuery = (bookingId: number) =>
  queryOptions({
    queryKey: ['waiting-room', 'slip', bookingId],
    queryFn: () => call('get-token-slip', { booking_id: bookingId }),
  });

export const tokenStatusQuery = (code: string) =>
  queryOptions({
    queryKey: ['waiting-room', 'status', code],
    queryFn: () => call('get-token-status', { t: code }),
    refetchInterval: TOKEN_STATUS_REFRESH_MS,
  });

// The waiting room's reads as TanStack queries. Every key starts with 'waiting-room'. The boards' first
// answers come from here (a wrong doctor or hospital gets the server's 404 to show); their changes then
// come on the board stream (board-stream.ts).
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';
import { ApiError } from '../../lib/api-error';

/** A TV stays on all day; the hospital's sitting doctors are asked again now and then (a new day, a new doctor). */
const HOSPITAL_DOCTORS_REFRESH_MS = 10 * 60_000;
/**
 * The status page polls every 3 seconds while it is on screen, so it moves with the queue as the app's own
 * screens do (they hear live events), rather than follow the board stream: the phones of a waiting hall
 * share the clinic Wi-Fi's address with its TV boards, and on the stream they would reach the per-address
 * cap (BOARD_STREAMS_PER_ADDRESS), where each new stream ends the oldest, a TV board's among them. A poll
 * costs the server little (one token lookup and its slot's queue) and only while someone looks: a page in
 * a pocket or another tab does not poll (it asks at once when shown again), and a token done or a code
 * past its day stops. At one request in 3 seconds, a hundred phones watching at once behind one address
 * spend about 33 of the address's 60 requests a second (REQUESTS_PER_SECOND_PER_ADDRESS).
 */
const TOKEN_STATUS_REFRESH_MS = 3_000;

/**
 * A screen asks for its check-in code twice a minute: the code changes every CHECK_IN_CODE_MINUTES (1 at
 * the least) and the one before stays good a period more, so the code on screen always works.
 */
const CHECK_IN_CODE_REFRESH_MS = 30_000;

export const queueBoardQuery = (doctorId: number) =>
  queryOptions({
    queryKey: ['waiting-room', 'board', doctorId],
    queryFn: () => call('get-queue-board', { doctor_id: doctorId }),
  });

export const hospitalQueueBoardsQuery = (hospitalId: number) =>
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
    refetchInterval: (query) => {
      const { data, error } = query.state;
      const over = data?.token === 'Done' || (error instanceof ApiError && error.status === 404);
      return over ? false : TOKEN_STATUS_REFRESH_MS;
    },
    refetchOnWindowFocus: true,
  });

/** A doctor's check-in code for its waiting-room screen (changing) or its poster (the day's), for its staff. */
export const checkInCodeQuery = (doctorId: number, kind: 'screen' | 'poster') =>
  queryOptions({
    queryKey: ['waiting-room', 'check-in-code', doctorId, kind],
    queryFn: () => call('get-check-in-code', { doctor_id: doctorId, kind }),
    refetchInterval: kind === 'screen' ? CHECK_IN_CODE_REFRESH_MS : false,
    // A screen of someone else's doctor is told no once: it shows no code.
    retry: false,
  });

/** The address a check-in code opens, on this app's own address (as the token slip's): /check-in?d=&c=. */
export function checkInAddress(url: string): string {
  const { pathname, search } = new URL(url);
  return `${window.location.origin}${pathname}${search}`;
}

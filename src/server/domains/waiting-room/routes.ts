// Thin handlers of the waiting room's calls (the board stream is registered in board-streams.ts).
import { userOf, type CallHandlers } from '../../platform/calls';
import type { WaitingRoomService } from './service';

export function waitingRoomRoutes(waitingRoom: WaitingRoomService): CallHandlers {
  return {
    'get-queue-board': async (input) => ({ result: await waitingRoom.getQueueBoard(input.doctor_id) }),
    'get-hospital-queue-boards': async (input) => ({
      result: await waitingRoom.getHospitalQueueBoards(input.hospital_id),
    }),
    'get-token-slip': async (input, ctx) => ({ result: await waitingRoom.getTokenSlip(userOf(ctx), input.booking_id) }),
    'get-token-status': async (input) => ({ result: await waitingRoom.getTokenStatus(input.t) }),
  };
}

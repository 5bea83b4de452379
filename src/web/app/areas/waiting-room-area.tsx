import { PublicLayout } from '../layouts/public-layout';
import type { AreaModule } from './area-module';

// A bare frame: the TV board fills the screen without the app's bars; the slip, status, check-in and poster
// pages bring their own header.
export const area: AreaModule = {
  Layout: PublicLayout,
  pages: {
    '/queue-board': () => import('../../features/waiting-room/queue-board-page').then((m) => m.QueueBoardPage),
    '/token-status': () => import('../../features/waiting-room/token-status-page').then((m) => m.TokenStatusPage),
    '/token-slip': () => import('../../features/waiting-room/token-slip-page').then((m) => m.TokenSlipPage),
    '/check-in': () => import('../../features/appointments/check-in-page').then((m) => m.CheckInPage),
    '/check-in-poster': () =>
      import('../../features/waiting-room/check-in-poster-page').then((m) => m.CheckInPosterPage),
  },
};

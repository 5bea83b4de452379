import { PublicLayout } from '../layouts/public-layout';
import type { AreaModule } from './area-module';

// A bare frame: the TV board fills the screen without the app's bars, and the slip and status pages bring
// their own header.
export const area: AreaModule = {
  Layout: PublicLayout,
  pages: {
    '/queue-board': () => import('../../features/waiting-room/queue-board-page').then((m) => m.QueueBoardPage),
    '/token-status': () => import('../../features/waiting-room/token-status-page').then((m) => m.TokenStatusPage),
    '/token-slip': () => import('../../features/waiting-room/token-slip-page').then((m) => m.TokenSlipPage),
  },
};

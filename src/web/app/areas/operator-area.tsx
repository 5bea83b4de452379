import { OperatorLayout } from '../layouts/operator-layout';
import type { AreaModule } from './area-module';

export const area: AreaModule = {
  Layout: OperatorLayout,
  pages: {
    '/operator': () => import('../operator-desk-sections').then((m) => m.OperatorDeskPage),
  },
};

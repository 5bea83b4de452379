import { LabLayout } from '../layouts/lab-layout';
import type { AreaModule } from './area-module';

export const area: AreaModule = {
  Layout: LabLayout,
  pages: {
    '/labs-dashboard': () => import('../../features/labs/labs-dashboard-page').then((m) => m.LabsDashboardPage),
    '/lab-today-booking': () => import('../../features/labs/lab-today-booking-page').then((m) => m.LabTodayBookingPage),
    '/view-lab-test': () => import('../../features/labs/view-lab-test-page').then((m) => m.ViewLabTestPage),
  },
};

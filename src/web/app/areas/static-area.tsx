import { StaticLayout } from '../layouts/static-layout';
import type { AreaModule } from './area-module';

export const area: AreaModule = {
  Layout: StaticLayout,
  pages: {
    '/about-us': () => import('../../features/reference/static-page').then((m) => m.AboutUsPage),
    '/refund-policy': () => import('../../features/reference/static-page').then((m) => m.RefundPolicyPage),
    '/privacy-policy': () => import('../../features/privacy/privacy-notice-page').then((m) => m.PrivacyNoticePage),
    '/accept-privacy-notice': () =>
      import('../../features/privacy/accept-privacy-notice-page').then((m) => m.AcceptPrivacyNoticePage),
    '/terms-and-condition': () => import('../../features/reference/static-page').then((m) => m.TermsPage),
    '/contact-us': () => import('../../features/reference/contact-us-page').then((m) => m.ContactUsPage),
  },
};

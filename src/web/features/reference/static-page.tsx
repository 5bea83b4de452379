// The static pages (about us, the refund policy, the terms): the server's text in the reader's language. The
// privacy policy is the privacy area's (features/privacy/privacy-notice-page.tsx).
import type { StaticPageKey } from '../../../shared/constants';
import { StaticContent } from './static-content';

export function AboutUsPage() {
  return <StaticPage page="about_us" />;
}
export function RefundPolicyPage() {
  return <StaticPage page="refund_policy" />;
}
export function TermsPage() {
  return <StaticPage page="terms_&_condition" />;
}

function StaticPage({ page }: { page: StaticPageKey }) {
  return (
    <div className="page-column">
      <StaticContent page={page} />
    </div>
  );
}

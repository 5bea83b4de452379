// The static pages (about us, the policies): the server's text in the reader's language; the privacy policy
// names the grievance officer under it.
import type { ReactNode } from 'react';
import type { StaticPageKey } from '../../../shared/constants';
import { GrievanceOfficerSection } from './grievance-officer-section';
import { StaticContent } from './static-content';

export function AboutUsPage() {
  return <StaticPage page="about_us" />;
}
export function RefundPolicyPage() {
  return <StaticPage page="refund_policy" />;
}
export function PrivacyPolicyPage() {
  return (
    <StaticPage page="privacy_policy">
      <GrievanceOfficerSection />
    </StaticPage>
  );
}
export function TermsPage() {
  return <StaticPage page="terms_&_condition" />;
}

function StaticPage({ page, children }: { page: StaticPageKey; children?: ReactNode }) {
  return (
    <div className="page-column">
      <StaticContent page={page} />
      {children}
    </div>
  );
}

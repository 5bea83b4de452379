// /privacy-policy: the privacy notice in force, with its version, open to anyone: a visitor reads it before
// registering, as the notice they accept (decision 0090); the grievance officer under it.
import { GrievanceOfficerSection } from './shared/grievance-officer-section';
import { PrivacyNotice } from './shared/privacy-notice';

export function PrivacyNoticePage() {
  return (
    <div className="page-column">
      <PrivacyNotice />
      <GrievanceOfficerSection />
    </div>
  );
}

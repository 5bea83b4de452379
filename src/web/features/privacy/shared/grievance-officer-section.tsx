// The grievance officer on /privacy-policy and /contact-us (the server's configuration, get-contact-details),
// with the way to write a grievance (/grievance) for a signed-in patient.
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, MessageSquareWarning } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../api/query-client';
import { useTranslation } from '../../../lib/i18n';
import { errorText } from '../../../lib/server-text';
import { ErrorNotice } from '../../../ui/error-notice';
import { GrievanceOfficer, type GrievanceOfficerDetails } from '../../../ui/grievance-officer';
import { Loader } from '../../../ui/loader';
import { contactDetailsQuery } from '../../reference/shared/reference-queries';

/** The officer's card from details already asked for (the contact page has them). */
export function GrievanceOfficerCard({ officer }: { officer: GrievanceOfficerDetails }) {
  const { t } = useTranslation();
  // A public page (/contact-us) asks who is signed in: nobody is an answer, not a failure.
  const patient = useCurrentUser().data?.user_type === 'Patient';
  const write = patient ? (
    <Link to="/grievance" className="link-row">
      <MessageSquareWarning size={22} aria-hidden="true" />
      <span>{t('grievances.officer.write')}</span>
      <ChevronRight size={20} aria-hidden="true" className="link-row-chevron" />
    </Link>
  ) : undefined;
  return <GrievanceOfficer officer={officer} action={write} />;
}

/** The officer's card, asking for the details itself (the privacy policy's page). */
export function GrievanceOfficerSection() {
  const { t } = useTranslation();
  const query = useQuery(contactDetailsQuery);
  if (query.isPending) return <Loader />;
  if (query.isError) return <ErrorNotice message={errorText(t, query.error)} />;
  return <GrievanceOfficerCard officer={query.data.grievance_officer} />;
}

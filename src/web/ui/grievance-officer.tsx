// The grievance officer (their name, a phone to call and an e-mail to write to), as /privacy-policy,
// /contact-us and /grievance show them; the page gives the details (get-contact-details) and, for a patient,
// the way to write a grievance.
import { Mail, Phone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { telHref } from '../lib/contact';
import { useTranslation } from '../lib/i18n';

export interface GrievanceOfficerDetails {
  name: string;
  phone: string;
  email: string;
}

export function GrievanceOfficer({ officer, action }: { officer: GrievanceOfficerDetails; action?: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="card list-card officer-card" aria-labelledby={titleId} data-testid="grievance-officer">
      <div className="officer-head">
        <h2 id={titleId} className="card-title">
          {t('grievances.officer.title')}
        </h2>
        <p className="officer-name">{officer.name}</p>
        <p className="officer-lead">{t('grievances.officer.lead')}</p>
      </div>
      <ul className="link-list">
        <li>
          <a className="link-row" href={telHref(officer.phone)}>
            <Phone size={22} aria-hidden="true" />
            <span>{t('grievances.officer.call', { phone: officer.phone })}</span>
          </a>
        </li>
        <li>
          <a className="link-row" href={`mailto:${officer.email}`}>
            <Mail size={22} aria-hidden="true" />
            <span dir="ltr">{officer.email}</span>
          </a>
        </li>
        {action && <li>{action}</li>}
      </ul>
    </section>
  );
}

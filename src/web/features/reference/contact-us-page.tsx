// /contact-us and /contact-us-doc: the help desk (a postal address, two phone
// numbers, two e-mails, a chat link and a map) and the grievance officer. Open to anyone: a user who cannot
// sign in needs it most. The details are the server's configuration (get-contact-details).
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { errorText } from '../../lib/server-text';
import { mapEmbedUrl, mapHref, telHref } from '../../lib/contact';
import { useTranslation } from '../../lib/i18n';
import { ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { GrievanceOfficerCard } from '../privacy/shared/grievance-officer-section';
import { contactDetailsQuery } from './shared/reference-queries';
import './reference.css';

export function ContactUsPage() {
  const { t } = useTranslation();
  const query = useQuery(contactDetailsQuery);
  if (query.isPending) return <Loader />;
  if (query.isError) return <ErrorNotice message={errorText(t, query.error)} />;
  const contact = query.data;
  return (
    <div className="page-column">
      <section className="card" aria-labelledby="contact-address">
        <h2 id="contact-address" className="card-title">
          <MapPin size={20} aria-hidden="true" /> {t('doctorSettings.contact.address')}
        </h2>
        <address className="ds-contact-address">
          {contact.address.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </section>
      <section className="card list-card" aria-label={t('doctorSettings.contact.reachUs')}>
        <ul className="link-list">
          {contact.phones.map((phone) => (
            <li key={phone}>
              <a className="link-row" href={telHref(phone)}>
                <Phone size={22} aria-hidden="true" />
                <span>
                  {t('doctorSettings.contact.call')} <span dir="ltr">{phone}</span>
                </span>
              </a>
            </li>
          ))}
          {contact.emails.map((email) => (
            <li key={email}>
              <a className="link-row" href={`mailto:${email}`}>
                <Mail size={22} aria-hidden="true" />
                <span dir="ltr">{email}</span>
              </a>
            </li>
          ))}
          <li>
            <a className="link-row" href={contact.chat_url} target="_blank" rel="noopener noreferrer">
              <MessageCircle size={22} aria-hidden="true" />
              <span>{t('doctorSettings.contact.chat')}</span>
              <ExternalLink size={18} aria-hidden="true" className="link-row-chevron" />
            </a>
          </li>
        </ul>
      </section>
      <GrievanceOfficerCard officer={contact.grievance_officer} />
      <section className="card" aria-labelledby="contact-map">
        <h2 id="contact-map" className="card-title">
          {t('doctorSettings.contact.map')}
        </h2>
        <iframe
          className="ds-contact-map"
          src={mapEmbedUrl(contact.map_location)}
          title={t('doctorSettings.contact.map')}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
        <a href={mapHref(contact.map_location)} target="_blank" rel="noopener noreferrer" className="button-link">
          {t('doctorSettings.contact.openMap')}
        </a>
      </section>
    </div>
  );
}

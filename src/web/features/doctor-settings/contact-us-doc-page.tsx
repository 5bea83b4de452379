// /contact-us-doc: help for doctors and hospitals: postal address, two phone lines, two e-mails, a chat
// link and a map. The values are configuration (src/web/app/contact.ts).
import { ExternalLink, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { CONTACT } from '../../app/contact';
import { useTranslation } from '../../app/i18n';

export function ContactUsDocPage() {
  const { t } = useTranslation();
  return (
    <div className="page-column">
      <section className="card" aria-labelledby="ds-contact-address">
        <h2 id="ds-contact-address" className="card-title">
          <MapPin size={20} aria-hidden="true" /> {t('doctorSettings.contact.address')}
        </h2>
        <address className="ds-contact-address">
          {CONTACT.postalAddress.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </section>
      <section className="card list-card" aria-label={t('doctorSettings.contact.reachUs')}>
        <ul className="link-list">
          <li>
            <a className="link-row" href={CONTACT.phoneHref}>
              <Phone size={22} aria-hidden="true" />
              <span>
                {t('doctorSettings.contact.call')} <span dir="ltr">{CONTACT.phone}</span>
              </span>
            </a>
          </li>
          <li>
            <a className="link-row" href={CONTACT.phone2Href}>
              <Phone size={22} aria-hidden="true" />
              <span>
                {t('doctorSettings.contact.call')} <span dir="ltr">{CONTACT.phone2}</span>
              </span>
            </a>
          </li>
          <li>
            <a className="link-row" href={`mailto:${CONTACT.email}`}>
              <Mail size={22} aria-hidden="true" />
              <span dir="ltr">{CONTACT.email}</span>
            </a>
          </li>
          <li>
            <a className="link-row" href={`mailto:${CONTACT.email2}`}>
              <Mail size={22} aria-hidden="true" />
              <span dir="ltr">{CONTACT.email2}</span>
            </a>
          </li>
          <li>
            <a className="link-row" href={CONTACT.chatHref} target="_blank" rel="noopener noreferrer">
              <MessageCircle size={22} aria-hidden="true" />
              <span>{t('doctorSettings.contact.chat')}</span>
              <ExternalLink size={18} aria-hidden="true" className="link-row-chevron" />
            </a>
          </li>
        </ul>
      </section>
      <section className="card" aria-labelledby="ds-contact-map">
        <h2 id="ds-contact-map" className="card-title">
          {t('doctorSettings.contact.map')}
        </h2>
        <iframe className="ds-contact-map" src={CONTACT.mapEmbedUrl} title={t('doctorSettings.contact.map')} loading="lazy" referrerPolicy="no-referrer" />
        <a href={CONTACT.mapHref} target="_blank" rel="noopener noreferrer" className="button-link">
          {t('doctorSettings.contact.openMap')}
        </a>
      </section>
    </div>
  );
}

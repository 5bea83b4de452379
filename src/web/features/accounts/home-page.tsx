// / and /home: the combined sign-in with a doctor tab and a patient tab (patient by
// default, remembered as the user_type preference), the text size, the install banner, statistics and the
// agent offer.
import { BadgeIndianRupee, Building2, Stethoscope, Users } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { AGENT_OFFER, DEFAULT_USER_TYPE_PREFERENCE, HOME_STATS } from '../../../shared/constants';
import { LanguageSwitch } from '../../ui/language-switch';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage';
import { LogoMark } from '../../ui/pictures';
import { TextSizeChoice } from '../../ui/text-size-choice';
import { HelpLink } from './help-link';
import { InstallBanner } from './install-banner';
import { LoginForm } from './login-form';

type Tab = 'patient' | 'doctor';
const TABS: Tab[] = ['patient', 'doctor'];

function initialTab(): Tab {
  const stored = readStorage(STORAGE_KEYS.userTypePreference) ?? DEFAULT_USER_TYPE_PREFERENCE;
  return stored === 'doctor' ? 'doctor' : 'patient';
}

export function HomePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>(initialTab);
  const baseId = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ patient: null, doctor: null });

  const select = (next: Tab, focus = false) => {
    setTab(next);
    writeStorage(STORAGE_KEYS.userTypePreference, next);
    if (focus) tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      select(tab === 'patient' ? 'doctor' : 'patient', true);
    }
  };

  return (
    <>
      <header className="brand-bar">
        <div className="brand-bar-inner">
          <div className="brand">
            <LogoMark size={36} />
            <span className="brand-name">{t('common.appName')}</span>
          </div>
          <LanguageSwitch />
        </div>
      </header>
      <main className="page page-home" id="main">
        <div className="home-grid">
          <TextSizeChoice />
          <section className="home-intro" aria-labelledby={`${baseId}-headline`}>
            <h1 id={`${baseId}-headline`} className="home-headline">
              {t('home.headline')}
            </h1>
            <p className="home-lead">{t('home.lead')}</p>
          </section>

          <section className="card login-card" aria-label={t('home.loginLabel')}>
            <div className="tabs" role="tablist" aria-label={t('home.portalChoice')}>
              {TABS.map((name) => (
                <button
                  key={name}
                  ref={(el) => {
                    tabRefs.current[name] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${name}`}
                  aria-selected={tab === name}
                  aria-controls={`${baseId}-panel-${name}`}
                  tabIndex={tab === name ? 0 : -1}
                  className={tab === name ? 'tab active' : 'tab'}
                  onClick={() => select(name)}
                  onKeyDown={onKeyDown}
                >
                  {t(name === 'patient' ? 'home.patientTab' : 'home.doctorTab')}
                </button>
              ))}
            </div>
            <div
              role="tabpanel"
              id={`${baseId}-panel-${tab}`}
              aria-labelledby={`${baseId}-tab-${tab}`}
              className="tab-panel"
            >
              <h2 className="card-title">{t(tab === 'patient' ? 'auth.patientPortal' : 'auth.doctorPortal')}</h2>
              {tab === 'patient' ? (
                <LoginForm
                  key="patient"
                  portal="patient"
                  links={
                    <>
                      <Link to="/patient-forgot-password">{t('auth.forgotPassword')}</Link>
                      <Link to="/patient-login-otp">{t('auth.loginWithOtp')}</Link>
                      <Link to="/patient-registration">{t('auth.registerLink')}</Link>
                    </>
                  }
                />
              ) : (
                <LoginForm
                  key="doctor"
                  portal="doctor"
                  links={
                    <>
                      <Link to="/doctor-forgot-password">{t('auth.forgotPassword')}</Link>
                      <Link to="/doctor-login-otp">{t('auth.loginWithOtp')}</Link>
                      <Link to="/labs-login">{t('auth.labLoginLink')}</Link>
                    </>
                  }
                />
              )}
            </div>
            <HelpLink />
          </section>

          <div className="home-aside">
            <ul className="stats" aria-label={t('home.statsLabel')}>
              <li className="stat">
                <Building2 size={24} aria-hidden="true" />
                <span className="stat-value">{HOME_STATS.hospitals}</span>
                <span className="stat-label">{t('home.statHospitals')}</span>
              </li>
              <li className="stat">
                <Stethoscope size={24} aria-hidden="true" />
                <span className="stat-value">{HOME_STATS.doctors}</span>
                <span className="stat-label">{t('home.statDoctors')}</span>
              </li>
              <li className="stat">
                <Users size={24} aria-hidden="true" />
                <span className="stat-value">{HOME_STATS.users}</span>
                <span className="stat-label">{t('home.statUsers')}</span>
              </li>
            </ul>
            <InstallBanner />
            <aside className="card offer-card">
              <BadgeIndianRupee size={32} aria-hidden="true" className="offer-icon" />
              <div>
                <h2 className="offer-title">{t('home.agentOfferTitle')}</h2>
                <p>{t('home.agentOffer', { rupees: AGENT_OFFER.rupees, bookings: AGENT_OFFER.acceptedBookings })}</p>
              </div>
            </aside>
          </div>
        </div>
      </main>
    </>
  );
}

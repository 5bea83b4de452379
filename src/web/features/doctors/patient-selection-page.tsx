// /patient-selection, the patient home: a sticky search by doctor name, the city
// (remembered in localStorage 'location', Deoria by default), the welcome links, the six specialist
// shortcuts and the doctor cards, shown as soon as their data is there. Above them, what the app's landing
// gives it to show first (the notices a patient is given: app/patient-landing.tsx).
import { useQuery } from '@tanstack/react-query';
import {
  Ambulance,
  Bone,
  Building2,
  ClipboardList,
  FileText,
  FlaskConical,
  HeartPulse,
  LayoutDashboard,
  MapPin,
  Pill,
  Search,
  Siren,
  Smile,
  Stethoscope,
  UserRoundSearch,
  Venus,
  type LucideIcon,
} from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SPECIALIST_CATEGORIES } from '../../../shared/constants';
import { useSignedInUser } from '../../api/query-client';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { selectedCity } from '../../lib/selected-city';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { allDoctorsQuery } from './doctors-queries';
import { doctorFullName } from '../../lib/booking-text';
import { DoctorCardList } from './doctor-cards';
import { useReferenceNames } from '../../api/reference-names';
import { titleKeyOf, type TitledPath } from '../../lib/page-title';
import { citiesQuery } from '../reference/shared/reference-queries';
import './doctors.css';

const WELCOME_LINKS: { to: TitledPath; icon: LucideIcon }[] = [
  { to: '/patient-prescriptions', icon: FileText },
  { to: '/patient-lab-reports', icon: ClipboardList },
  { to: '/other-doctor-booking', icon: UserRoundSearch },
  { to: '/government-hospitals', icon: Building2 },
  { to: '/patient-emergency', icon: Siren },
  { to: '/medical-lab', icon: FlaskConical },
  { to: '/medical-delivery', icon: Pill },
  { to: '/ambulance-service', icon: Ambulance },
  { to: '/patient-dashboard', icon: LayoutDashboard },
];

const CATEGORY_ICONS: Record<(typeof SPECIALIST_CATEGORIES)[number]['key'], LucideIcon> = {
  general_physician: Stethoscope,
  bone: Bone,
  dentist: Smile,
  gastro: Pill,
  heart_neuro: HeartPulse,
  female_specialist: Venus,
};

export function PatientSelectionPage({ notices }: { notices?: ReactNode }) {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const user = useSignedInUser();
  const ids = useId();
  const [city, setCity] = useState(selectedCity);
  const [search, setSearch] = useState('');
  const cities = useQuery(citiesQuery);
  const doctors = useQuery({ ...allDoctorsQuery(user?.id ?? 0, city), enabled: !!user });

  const cityOptions = useMemo(() => {
    const list = cities.data ?? [];
    return list.includes(city) ? list : [city, ...list];
  }, [cities.data, city]);

  const shown = useMemo(() => {
    const all = doctors.data?.doctors ?? [];
    const needle = search.trim().toLowerCase();
    if (!needle) return all;
    return all.filter((d) =>
      `${t('common.doctorName', { name: doctorFullName(d) })} ${doctorFullName(d)}`.toLowerCase().includes(needle),
    );
  }, [doctors.data, search, t]);

  const chooseCity = (value: string) => {
    setCity(value);
    writeStorage(STORAGE_KEYS.location, value);
  };

  return (
    <div className="page-column">
      {notices}
      <div className="sticky-search" role="search">
        <label htmlFor={`${ids}-search`} className="visually-hidden">
          {t('appointments.searchLabel')}
        </label>
        <div className="field-control search-control">
          <Search size={20} aria-hidden="true" />
          <input
            id={`${ids}-search`}
            type="search"
            value={search}
            placeholder={t('appointments.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="city-select">
          <MapPin size={20} aria-hidden="true" />
          <label htmlFor={`${ids}-city`}>{t('appointments.city')}</label>
          <select id={`${ids}-city`} value={city} onChange={(event) => chooseCity(event.target.value)}>
            {cityOptions.map((name) => (
              <option key={name} value={name}>
                {names.city(name)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <section className="card" aria-labelledby={`${ids}-welcome`}>
        <h2 id={`${ids}-welcome`} className="card-title">
          {t('appointments.welcome', { name: user?.full_name ?? '' })}
        </h2>
        <ul className="tile-grid">
          {WELCOME_LINKS.map(({ to, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="tile">
                <Icon size={26} aria-hidden="true" />
                <span>{t(titleKeyOf(to))}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${ids}-specialists`}>
        <h2 id={`${ids}-specialists`} className="section-title">
          {t('appointments.specialists')}
        </h2>
        <ul className="tile-grid tile-grid-3">
          {SPECIALIST_CATEGORIES.map(({ id, key }) => {
            const Icon = CATEGORY_ICONS[key];
            return (
              <li key={id}>
                <Link to="/specialist-doctor-list" state={{ doctor_id: id }} className="tile tile-category">
                  <Icon size={26} aria-hidden="true" />
                  <span>{t(`appointments.categories.${key}`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby={`${ids}-doctors`}>
        <h2 id={`${ids}-doctors`} className="section-title">
          {t('appointments.doctorsIn', { city: names.city(city) })}
        </h2>
        {doctors.isPending ? (
          <Loader />
        ) : doctors.isError ? (
          <ErrorNotice message={errorText(t, doctors.error)} />
        ) : (
          <DoctorCardList doctors={shown} />
        )}
      </section>
    </div>
  );
}

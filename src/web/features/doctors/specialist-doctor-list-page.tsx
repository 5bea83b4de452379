// /specialist-doctor-list: the doctors of one specialist category (navigation state doctor_id holds the
// category id, as the home's links send it) in the remembered city, with the home list's cards.
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { DEFAULT_CITY, SPECIALIST_CATEGORIES } from '../../../shared/constants';
import { useSignedInUser } from '../../api/query-client';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { STORAGE_KEYS, readStorage } from '../../lib/storage';
import { EmptyState, ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { allDoctorsQuery } from './doctors-queries';
import { positiveId } from '../../lib/positive-id';
import { DoctorCardList } from './doctor-cards';
import { useReferenceNames } from '../../api/reference-names';

export function SpecialistDoctorListPage() {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const user = useSignedInUser();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as { doctor_id?: unknown };
  const categoryId = positiveId(state.doctor_id) ?? positiveId(params.get('category_id'));
  const city = readStorage(STORAGE_KEYS.location) || DEFAULT_CITY;
  const category = SPECIALIST_CATEGORIES.find((c) => c.id === categoryId);
  const doctors = useQuery({
    ...allDoctorsQuery(user?.id ?? 0, city, categoryId ?? undefined),
    enabled: !!user && categoryId !== null,
  });

  if (categoryId === null) return <EmptyState title={t('messages.noDoctorFound')} />;
  return (
    <div className="page-column">
      <h2 className="section-title">
        {category ? t(`appointments.categories.${category.key}`) : t('titles.specialist-doctor-list')}
        <span className="section-subtitle"> · {names.city(city)}</span>
      </h2>
      {doctors.isPending ? (
        <Loader />
      ) : doctors.isError ? (
        <ErrorNotice message={errorText(t, doctors.error)} />
      ) : (
        <DoctorCardList doctors={doctors.data.doctors} />
      )}
    </div>
  );
}

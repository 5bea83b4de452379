// /view-lab-test (booking in navigation state, or ?id=): booking date, status, patient name, age, phone,
// the tests already on it, a checklist of every medical test (a failed catalogue fetch leaves it empty,
// as it always has), 'Save Medical Test' (skipped without a call when nothing new is ticked) and the
// prescription image if there is one.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { LabBookingView } from '../../../shared/contract/labs';
import { useSignedInUser } from '../../api/query-client';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/format';
import { EmptyState } from '../../ui/error-notice';
import { CheckboxField, NoticeLine } from '../../ui/form-field';
import { Loader } from '../../ui/loader';
import { bookingStatusKey, labTone, testStatusKey } from './lab-text';
import { labBookingQuery, useLabLiveRefresh, useSaveLabTest, useStoreLabBooking } from './labs-queries';
import './labs.css';
import { InfoList, InfoRow, type InfoItem } from '../../ui/info-list';
import { useReferenceNames } from '../../api/reference-names';
import { StatusChip } from '../../ui/status-chip';
import { medicalTestListQuery } from '../reference/shared/reference-queries';

function idOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

export function ViewLabTestPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const labId = user?.id ?? 0;
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as { booking?: LabBookingView } | null)?.booking ?? null;
  const bookingId = idOf(fromState?.id) ?? idOf(params.get('id'));
  const list = useQuery({ ...labBookingQuery(labId), enabled: !!user });
  const [saved, setSaved] = useState<LabBookingView | null>(null);
  useLabLiveRefresh();
  // The freshest copy: today's list (kept up to date by saves and live events), else what was saved or passed.
  const booking =
    list.data?.find((b) => b.id === bookingId) ?? saved ?? (fromState?.id === bookingId ? fromState : null);

  if (bookingId === null || (!booking && !list.isPending)) {
    return (
      <EmptyState
        title={t('labs.bookingMissing')}
        action={
          <Link to="/lab-today-booking" className="button button-primary">
            {t('labs.todayBookings')}
          </Link>
        }
      />
    );
  }
  if (!booking) return <Loader />;
  return <BookingTests booking={booking} labId={labId} onSaved={setSaved} />;
}

function BookingTests({
  booking,
  labId,
  onSaved,
}: {
  booking: LabBookingView;
  labId: number;
  onSaved: (b: LabBookingView) => void;
}) {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const format = useFormat();
  const catalogue = useQuery(medicalTestListQuery);
  const store = useStoreLabBooking();
  const saveTests = useSaveLabTest();
  const [ticked, setTicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const existing = new Set(booking.lab_test.map((test) => test.test_code));
  const details = booking.patient_details;

  const save = async () => {
    setNotice(null);
    // Saving is skipped when no test is ticked.
    if (ticked.length === 0) return setNotice({ tone: 'error', text: t('labs.tickOne') });
    setBusy(true);
    try {
      const { result: next } = await saveTests.mutateAsync({ request: { lab_booking_id: booking.id, tests: ticked } });
      store(labId, next);
      onSaved(next);
      setTicked([]);
      setNotice({ tone: 'success', text: t('labs.testsSaved') });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(t, error) });
    } finally {
      setBusy(false);
    }
  };

  const rows: InfoItem[] = [
    [t('labs.bookingDate'), format.date(booking.booking_date)],
    [t('labs.patientName'), details.name],
    [t('labs.age'), t('labs.ageYears', { age: details.age })],
    [t('labs.phone'), details.phone_number],
  ];
  return (
    <div className="page-column">
      <section className="card" aria-labelledby="lab-booking-title">
        <h2 id="lab-booking-title" className="card-title">
          {booking.test_name || t('titles.view-lab-test')}
        </h2>
        <InfoList rows={rows}>
          <InfoRow label={t('labs.statusLabel')}>
            <StatusChip tone={labTone(booking.status)}>{t(bookingStatusKey(booking.status))}</StatusChip>
          </InfoRow>
        </InfoList>
      </section>

      <section className="card" aria-labelledby="existing-tests-title">
        <h2 id="existing-tests-title" className="card-title">
          {t('labs.existingTests')}
        </h2>
        {booking.lab_test.length === 0 ? (
          <p className="lb-muted">{t('labs.noTestsYet')}</p>
        ) : (
          <ul className="plain-list" data-testid="existing-tests">
            {booking.lab_test.map((test) => (
              <li key={test.id}>
                {names.test(test.test_code, test.name)} ·{' '}
                <StatusChip tone={labTone(test.status)}>{t(testStatusKey(test.status))}</StatusChip>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="all-tests-title">
        <h2 id="all-tests-title" className="card-title">
          {t('labs.allTests')}
        </h2>
        {catalogue.isPending ? (
          <Loader />
        ) : Object.keys(catalogue.data ?? {}).length === 0 ? (
          <p className="lb-muted">{t('labs.noCatalogue')}</p>
        ) : (
          <ul className="lb-checklist">
            {Object.entries(catalogue.data ?? {}).map(([code, name]) => (
              <li key={code}>
                <CheckboxField
                  label={names.test(code, name)}
                  checked={existing.has(code) || ticked.includes(code)}
                  disabled={existing.has(code) || busy}
                  onChange={(event) => {
                    const on = event.target.checked;
                    setTicked((list) => (on ? [...list, code] : list.filter((c) => c !== code)));
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        <NoticeLine notice={notice} />
        <button
          type="button"
          className="button button-primary button-block"
          onClick={() => void save()}
          disabled={busy}
        >
          {busy ? t('common.pleaseWait') : t('labs.saveTests')}
        </button>
      </section>

      {booking.priscription_image && (
        <section className="card" aria-labelledby="lab-prescription-title">
          <h2 id="lab-prescription-title" className="card-title">
            {t('labs.prescription')}
          </h2>
          <a href={booking.priscription_image} target="_blank" rel="noopener noreferrer">
            <img
              src={booking.priscription_image}
              alt={t('labs.prescriptionOf', { name: details.name })}
              className="lb-prescription"
            />
          </a>
        </section>
      )}
    </div>
  );
}

// /check-in?d=<doctor_id>&c=<code>: what the clinic's check-in QR code opens (on its waiting-room screen or
// printed poster). A patient not signed in is asked to log in first and comes back here after (lib/
// sign-in-return.ts). Then their bookings of today with that doctor (a family member's too, each by name),
// each with "I have arrived", one tap to check in with the code; one checked in already says when, one
// missed what to do. The server checks the code and the booking (check-in); the queue box of /patient-live
// then says "Checked in at 10:42".
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, Clock, LogIn, MapPinCheck, Ticket } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { ARRIVAL_STATES } from '../../../shared/visit-rules';
import { patientHistoryQuery } from './shared/appointments-queries';
import { useSignedInUser } from '../../api/query-client';
import { useLiveEvents } from '../../api/live-events';
import { doctorFullName, type HistoryEntry } from '../../lib/booking-text';
import { clinicToday } from '../../lib/clinic-today';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { positiveId } from '../../lib/positive-id';
import { errorText } from '../../lib/server-text';
import { returnHereAfterSignIn } from '../../lib/sign-in-return';
import { slotName } from '../../lib/slot-name';
import { toast } from '../../lib/toasts';
import { EmptyState, ErrorNotice } from '../../ui/error-notice';
import { LanguageSwitch } from '../../ui/language-switch';
import { Loader } from '../../ui/loader';
import { TopBar } from '../../ui/top-bar';
import { VisitStatusChip } from '../../ui/visit-status-chip';
import { useCheckIn } from './appointments-queries';
import './appointments.css';

export function CheckInPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const doctorId = positiveId(search.get('d'));
  const code = search.get('c')?.trim() ?? '';
  const user = useSignedInUser();

  let body;
  if (doctorId === null || code === '') body = <ErrorNotice message={t('floor.incompleteLink')} />;
  else if (!user) body = <SignInFirst />;
  else if (user.user_type !== 'Patient') body = <ErrorNotice message={t('floor.notPatient')} />;
  else body = <TodaysBookings patientId={user.id} doctorId={doctorId} code={code} />;

  return (
    <>
      <TopBar title={t('titles.check-in')} start={{ kind: 'none' }} end={<LanguageSwitch />} />
      <main className="page" id="main">
        <div className="page-column">{body}</div>
      </main>
    </>
  );
}

/** Not signed in: the log-in, which comes back here once signed in. */
function SignInFirst() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <section className="card check-in-sign-in">
      <p className="state-text">{t('floor.signInFirst')}</p>
      <Link
        to="/patient-login"
        className="button button-primary button-block"
        onClick={() => returnHereAfterSignIn(pathname + search)}
      >
        <LogIn size={20} aria-hidden="true" />
        {t('floor.logIn')}
      </Link>
    </section>
  );
}

/** An appointment of the day with this doctor, holding a token and not cancelled. */
const withDoctor =
  (doctorId: number) =>
  (entry: HistoryEntry): entry is HistoryEntry & BookingView =>
    'token' in entry && entry.doctor_id === doctorId && entry.booking_number !== null && entry.status !== 'Cancelled';

function TodaysBookings({ patientId, doctorId, code }: { patientId: number; doctorId: number; code: string }) {
  const { t } = useTranslation();
  const today = useQuery(patientHistoryQuery(patientId, clinicToday()));
  // The desk's mark, or a call, shows at once.
  useLiveEvents(() => void today.refetch());
  if (today.isPending) return <Loader />;
  if (today.isError) return <ErrorNotice message={errorText(t, today.error)} />;
  const mine = today.data.filter(withDoctor(doctorId));
  if (mine.length === 0) return <EmptyState title={t('floor.noBookingToday')} />;
  return (
    <>
      <h2 className="section-title">
        {t('floor.checkInLead', { doctor: t('common.doctorName', { name: doctorFullName(mine[0]!.doctor) }) })}
      </h2>
      <ul className="stack-list">
        {mine.map((booking) => (
          <CheckInCard key={booking.id} booking={booking} code={code} />
        ))}
      </ul>
      <Link to="/patient-live" className="button button-secondary button-block">
        <CalendarCheck size={20} aria-hidden="true" />
        {t('floor.seeLive')}
      </Link>
    </>
  );
}

function CheckInCard({ booking, code }: { booking: BookingView; code: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const checkIn = useCheckIn();
  const arrivedAt = booking.arrived_at;
  const arrive = async () => {
    try {
      await checkIn.mutateAsync({ request: { booking_id: booking.id, code } });
      toast.success(t('floor.checkedInToast', { number: booking.booking_number ?? '' }));
    } catch (error) {
      toast.error(errorText(t, error));
    }
  };
  return (
    <li className="card live-card" data-booking-id={booking.id}>
      <h3 className="doctor-card-name">{booking.name}</h3>
      <div className="live-facts">
        <span>
          <Clock size={18} aria-hidden="true" /> {slotName(t, booking.slot ?? '')}
        </span>
        <VisitStatusChip booking={booking} />
      </div>
      <p className="your-token">
        <Ticket size={20} aria-hidden="true" />
        {t('appointments.yourToken')}: <strong className="token-number">{booking.booking_number}</strong>
      </p>
      {arrivedAt ? (
        <p className="check-in-done" data-testid="arrival">
          <MapPinCheck size={20} aria-hidden="true" />
          {t('floor.checkedInAt', { time: format.time(new Date(arrivedAt)) })}
        </p>
      ) : booking.token === 'Missed' ? (
        <p className="state-text">{t('queueProgress.missed')}</p>
      ) : (
        ARRIVAL_STATES.includes(booking.token) && (
          <button
            type="button"
            className="button button-primary button-block button-large"
            disabled={checkIn.isPending}
            onClick={() => void arrive()}
          >
            <MapPinCheck size={22} aria-hidden="true" />
            {t('floor.iHaveArrived')}
          </button>
        )
      )}
    </li>
  );
}

// "Print token slip": opens a booking's printable slip (/token-slip, the waiting room's page). Offered
// wherever a booking with a token is listed: after a walk-in, on the doctor's booking cards, in the
// patient's history.
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';

export function PrintTokenSlipLink({
  bookingId,
  className = 'button button-link button-small',
}: {
  bookingId: number;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Link to={`/token-slip?booking_id=${bookingId}`} className={className}>
      <Printer size={18} aria-hidden="true" />
      {t('waitingRoom.slip.printLink')}
    </Link>
  );
}

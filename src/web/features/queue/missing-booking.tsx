// A page that needs a booking in navigation state was opened directly: offer the lists.
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { EmptyState } from '../../ui/error-notice';
import { useActingDoctor } from '../hospital/shared/acting-doctor';

export function MissingBooking() {
  const { t } = useTranslation();
  const { link } = useActingDoctor();
  return (
    <div className="page-column">
      <EmptyState
        title={t('queue.noBookingChosen')}
        body={t('queue.noBookingChosenBody')}
        action={
          <Link to={link('/today-booking')} className="button button-primary">
            {t('titles.today-booking')}
          </Link>
        }
      />
    </div>
  );
}

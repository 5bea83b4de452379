// A hospital user opened a doctor screen without ?doctor_id=: say so and offer the landing page.
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n';
import { EmptyState } from '../../ui/error-notice';

export function NoDoctorChosen() {
  const { t } = useTranslation();
  return (
    <div className="page-column">
      <EmptyState
        title={t('queue.noDoctorChosen')}
        action={
          <Link to="/doctor-list" className="button button-primary">
            {t('nav.home')}
          </Link>
        }
      />
    </div>
  );
}

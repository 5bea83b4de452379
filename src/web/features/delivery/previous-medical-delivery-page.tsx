// /previous-medical-delivery: the patient's delivery orders as cards, following the delivery desk's
// changes as they are made; the not-found picture when none.
import { Link } from 'react-router';
import { useSignedInUser } from '../../api/query-client';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { EmptyState, ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { DeliveryCard } from './delivery-card';
import { useDeliveryHistory } from './delivery-queries';
import './delivery.css';

export function PreviousMedicalDeliveryPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const list = useDeliveryHistory(user?.id);
  if (list.isPending) return <Loader />;
  if (list.isError) return <ErrorNotice message={errorText(t, list.error)} />;
  if (list.data.length === 0) {
    return (
      <div className="page-column">
        <EmptyState
          title={t('patientCare.delivery.noOrders')}
          action={
            <Link to="/make-medical-delivery" className="button button-primary">
              {t('patientCare.delivery.newOrder')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="page-column">
      <ul className="stack-list">
        {list.data.map((order) => (
          <DeliveryCard key={order.id} viewer="patient" order={order} />
        ))}
      </ul>
    </div>
  );
}

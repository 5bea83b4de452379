// /previous-medical-delivery: the patient's delivery orders as cards; the not-found picture when none.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSignedInUser } from '../../api/queries';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { EmptyState, ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { DeliveryCard } from './delivery-card';
import { deliveryHistoryQuery } from './delivery-queries';

export function PreviousMedicalDeliveryPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const list = useQuery({ ...deliveryHistoryQuery(user?.id ?? 0), enabled: !!user });
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
      <ul className="pc-list">
        {list.data.map((order) => (
          <DeliveryCard key={order.id} viewer="patient" order={order} />
        ))}
      </ul>
    </div>
  );
}

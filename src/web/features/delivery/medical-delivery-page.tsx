// /medical-delivery: the two ways in: a new order (/make-medical-delivery) and the previous orders
// (/previous-medical-delivery).
import { ChevronRight, History, PackagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';

export function MedicalDeliveryPage() {
  const { t } = useTranslation();
  return (
    <div className="page-column">
      <p className="card-lead">{t('patientCare.delivery.lead')}</p>
      <nav className="card list-card" aria-label={t('titles.medical-delivery')}>
        <ul className="link-list">
          <li>
            <Link to="/make-medical-delivery" className="link-row">
              <PackagePlus size={22} aria-hidden="true" />
              <span>{t('patientCare.delivery.newOrder')}</span>
              <ChevronRight size={20} aria-hidden="true" className="link-row-chevron" />
            </Link>
          </li>
          <li>
            <Link to="/previous-medical-delivery" className="link-row">
              <History size={22} aria-hidden="true" />
              <span>{t('patientCare.delivery.previousOrders')}</span>
              <ChevronRight size={20} aria-hidden="true" className="link-row-chevron" />
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

// /doctors-equipment: a placeholder the old app had. The four sample equipment items are shown disabled under
// the notice 'Service Not Available Yet.', so nobody thinks a tick was saved.
import { Wrench } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { CheckboxField } from '../../ui/form-field';
import './doctor-settings.css';

const SAMPLE_EQUIPMENT = ['ecg', 'xray', 'ultrasound', 'oxygen'] as const;

export function EquipmentPage() {
  const { t } = useTranslation();
  return (
    <div className="page-column">
      <section className="card state-block" aria-labelledby="equipment-notice">
        <Wrench size={40} aria-hidden="true" className="page-intro-icon" />
        <p id="equipment-notice" className="state-title">
          {t('messages.serviceNotAvailable')}
        </p>
      </section>
      <section className="card" aria-label={t('doctorSettings.equipmentList')}>
        <fieldset className="ds-slot-fieldset" disabled>
          <legend className="card-title">{t('doctorSettings.equipmentList')}</legend>
          {SAMPLE_EQUIPMENT.map((item) => (
            <CheckboxField key={item} label={t(`doctorSettings.equipment.${item}`)} />
          ))}
        </fieldset>
      </section>
    </div>
  );
}

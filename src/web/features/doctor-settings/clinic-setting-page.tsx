// /doctors-clinic-setting (the doctor's hospital settings), prefilled from get-doctor-details; the
// not-found picture when the doctor has no detail record.
import { useTranslation } from '../../lib/i18n';
import { EmptyState } from '../../ui/error-notice';
import { ClinicForm } from './clinic-form';
import { WithDoctor } from './with-doctor';
import './doctor-settings.css';

export function ClinicSettingPage() {
  const { t } = useTranslation();
  return (
    <WithDoctor>
      {(doctor) => {
        const detail = doctor.doctor_detail as typeof doctor.doctor_detail | null;
        if (!detail)
          return (
            <div className="page-column">
              <EmptyState title={t('doctorSettings.noDetail')} />
            </div>
          );
        return (
          <div className="page-column">
            <section className="card">
              <h2 className="card-title">{t('doctorSettings.clinicHeading')}</h2>
              <ClinicForm
                doctorId={doctor.id}
                type="Doctor"
                initial={{
                  clinic_name: detail.clinic_name,
                  address: detail.address,
                  city: detail.city,
                  pincode: detail.pincode,
                  state: detail.state,
                  additional_phone: detail.additional_phone,
                  specialization_text: detail.specialization_text,
                  upi_id: detail.upi_id,
                  free_follow_up_days: String(detail.free_follow_up_days),
                  free_follow_up_visits: String(detail.free_follow_up_visits),
                }}
              />
            </section>
          </div>
        );
      }}
    </WithDoctor>
  );
}

// A hospital user opened a doctor screen with no doctor named in the address and none chosen on this
// device: the screen shows the hospital's doctor picker, each doctor opening this same screen for them.
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { HospitalDoctorPicker } from './hospital-doctor-picker';

export function NoDoctorChosen() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const doctorLink = (doctorId: number) => {
    const query = new URLSearchParams(search);
    query.set('doctor_id', String(doctorId));
    return `${pathname}?${query.toString()}`;
  };
  return <HospitalDoctorPicker doctorLink={doctorLink} lead={t('queue.noDoctorChosen')} />;
}

// /make-medical-delivery: Normal or Urgent (Urgent is charged per km), name
// and phone prefilled, the patient's address, the date (dd-mm-yyyy, today by default and at the earliest),
// the delivery charge of the chosen type from get-updated-charges, shown as an amount (the server charges it
// whatever is sent: decision 0038), the chosen city sent unseen and the prescription photo, required.
// Success opens the confirmation; Continue goes to the previous orders.
import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_CITY, DELIVERY_TYPES } from '../../../shared/constants';
import { toDisplayDate } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';
import { useSignedInUser } from '../../api/query-client';
import { useCallForm } from '../../api/use-call-form';
import { clinicToday } from '../../lib/clinic-today';
import { useTranslation } from '../../lib/i18n';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';
import { AmountField } from '../../ui/amount-field';
import { DateField } from '../../ui/date-field';
import { NoticeLine, PhoneField, TextField } from '../../ui/form-field';
import { PrescriptionPicker, usePrescriptionPhoto } from '../../ui/prescription-picker';
import { SubmitButton } from '../../ui/submit-button';
import { DeliveryConfirmation, type DeliverySummary } from './delivery-confirmation';
import { useAddMedicalDelivery } from './delivery-queries';
import { deliveryResolver } from './delivery-schemas';
import { updatedChargesQuery } from '../reference/shared/reference-queries';

export function MakeMedicalDeliveryPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const charges = useQuery(updatedChargesQuery);
  const photo = usePrescriptionPhoto();
  const [summary, setSummary] = useState<DeliverySummary | null>(null);
  const today = clinicToday();
  const requirePhoto = () => photo.setError(MESSAGES.required);

  const {
    form,
    onSubmit,
    errorOf: err,
    notice,
    submitting,
  } = useCallForm(useAddMedicalDelivery(), {
    resolver: deliveryResolver,
    defaultValues: {
      delivery_type: 'Normal',
      name: user?.full_name ?? '',
      address: user?.address ?? '',
      phone_number: user?.phone_number ?? '',
      delivery_date: toDisplayDate(today),
    },
    idempotent: true,
    photo,
    request: (values) => {
      if (!user) return null;
      if (!photo.file) {
        requirePhoto();
        return null;
      }
      return {
        ...values,
        patient_id: user.id,
        city: readStorage(STORAGE_KEYS.location) || DEFAULT_CITY,
        priscription_image: photo.file,
      };
    },
    onSuccess: ({ result: order }) =>
      setSummary({
        name: order.name,
        phone_number: order.phone_number,
        delivery_date: order.delivery_date,
        delivery_charges: order.delivery_charges,
        delivery_type: order.delivery_type,
        patient_address: order.address,
      }),
    // Show the photo's message with the others, not only after the text fields pass.
    onInvalid: () => {
      if (!photo.file) requirePhoto();
    },
  });
  const { register, setValue, watch } = form;
  const type = watch('delivery_type');
  const charge = charges.data && (type === 'Urgent' ? charges.data.urgent_delivery : charges.data.normal_delivery);

  return (
    <div className="page-column">
      <form className="card form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <fieldset className="choice-group">
          <legend>{t('patientCare.delivery.type')}</legend>
          <div className="segmented">
            {DELIVERY_TYPES.map((option) => (
              <label key={option} className={type === option ? 'segment active' : 'segment'}>
                <input type="radio" value={option} {...register('delivery_type')} />
                <span>{t(`patientCare.deliveryTypes.${option}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {type === 'Urgent' && (
          <p className="pc-note" role="note">
            <Info size={20} aria-hidden="true" />
            <span>{t('patientCare.delivery.urgentNote')}</span>
          </p>
        )}
        <TextField
          label={t('patientCare.delivery.name')}
          autoComplete="name"
          error={err('name')}
          {...register('name')}
        />
        <TextField
          label={t('patientCare.delivery.address')}
          autoComplete="street-address"
          error={err('address')}
          {...register('address')}
        />
        <PhoneField
          label={t('patientCare.delivery.phone')}
          maxLength={10}
          error={err('phone_number')}
          {...register('phone_number')}
        />
        <DateField
          label={t('patientCare.delivery.date')}
          hint={t('patientCare.dateHint')}
          minDate={today}
          error={err('delivery_date')}
          onPick={(display) => setValue('delivery_date', display, { shouldValidate: true })}
          {...register('delivery_date')}
        />
        <AmountField label={t('patientCare.delivery.charges')} amount={charge} loading={charges.isPending} />
        <PrescriptionPicker
          label={t('patientCare.delivery.prescription')}
          hint={t('patientCare.delivery.prescriptionHint')}
          {...photo.picker}
        />
        <NoticeLine notice={notice} />
        <SubmitButton
          withLoader
          label={t('patientCare.delivery.submit')}
          submitting={submitting}
          done={summary !== null}
        />
      </form>
      <DeliveryConfirmation summary={summary} onContinue={() => void navigate('/previous-medical-delivery')} />
    </div>
  );
}

// /make-medical-delivery (spec part 2 sections 2 and 5): Normal or Urgent (Urgent is charged per km), name
// and phone prefilled, the patient's address, the date (dd-mm-yyyy, today by default and at the earliest),
// the app charge preset by type from get-updated-charges and editable, the chosen city sent unseen and the
// prescription photo, required. Success opens the confirmation; Continue goes to the previous orders.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DEFAULT_CITY, DELIVERY_TYPES } from '../../../shared/constants';
import { toDisplayDate } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';
import { call } from '../../api/client';
import { ApiError } from '../../lib/api-error';
import { useSignedInUser, chargesQuery } from '../../api/queries';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';
import { DateField } from '../../ui/date-field';
import { FormNotice, PhoneField, TextField } from '../../ui/form-field';
import { PrescriptionPicker, usePrescriptionPhoto } from '../../ui/prescription-picker';
import { useBookingSubmit } from '../../ui/use-booking-submit';
import { fieldError } from '../../ui/form-errors';
import { DeliveryConfirmation, type DeliverySummary } from './delivery-confirmation';
import { DELIVERY_KEY } from './delivery-queries';
import { DELIVERY_FIELDS, deliveryResolver, type DeliveryFields, type DeliveryValues } from './delivery-schema';
import { todayInIndia } from '../../lib/today-in-india';
import { SubmitButton } from '../../ui/submit-button';

export function MakeMedicalDeliveryPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const charges = useQuery(chargesQuery);
  const photo = usePrescriptionPhoto();
  const [failure, setFailure] = useState<string | null>(null);
  const [summary, setSummary] = useState<DeliverySummary | null>(null);
  const today = todayInIndia();

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<DeliveryFields, unknown, DeliveryValues>({
    resolver: deliveryResolver,
    defaultValues: {
      delivery_type: 'Normal',
      name: user?.full_name ?? '',
      address: user?.address ?? '',
      phone_number: user?.phone_number ?? '',
      delivery_date: toDisplayDate(today),
      delivery_charges: '',
    },
  });
  const type = watch('delivery_type');
  const submit = useBookingSubmit(setError, DELIVERY_FIELDS, photo);

  // The charge follows the chosen type (preset, still editable).
  useEffect(() => {
    if (!charges.data) return;
    const price = type === 'Urgent' ? charges.data.urgent_delivery : charges.data.normal_delivery;
    setValue('delivery_charges', String(price));
  }, [charges.data, type, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    // The photo the user chose was refused: say so beside it rather than book without it.
    if (photo.holdsSubmit()) return;
    if (!user) return;
    setFailure(null);
    if (!photo.file) {
      photo.setError(MESSAGES.required);
      return;
    }
    try {
      const payload = {
        ...values,
        patient_id: user.id,
        city: readStorage(STORAGE_KEYS.location) || DEFAULT_CITY,
        priscription_image: photo.file,
      };
      const order = await call('add-medical-delivery', payload, submit.callOptions());
      void queryClient.invalidateQueries({ queryKey: [DELIVERY_KEY, 'deliveries'] });
      setSummary({
        name: order.name,
        phone_number: order.phone_number,
        delivery_date: order.delivery_date,
        delivery_charges: order.delivery_charges,
        delivery_type: order.delivery_type,
        patient_address: order.address,
      });
    } catch (error) {
      if (submit.showFieldErrors(error)) return;
      if (!(error instanceof ApiError && error.fieldErrors.priscription_image)) setFailure(errorText(t, error));
    }
  }, () => {
    // Show the photo's message with the others, not only after the text fields pass.
    if (!photo.file) photo.setError(MESSAGES.required);
  });

  const err = (field: keyof DeliveryFields) => fieldError(t, errors[field]?.message);
  return (
    <div className="page-column">
      <form className="card form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
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
        <TextField label={t('patientCare.delivery.name')} autoComplete="name" error={err('name')} {...register('name')} />
        <TextField label={t('patientCare.delivery.address')} autoComplete="street-address" error={err('address')} {...register('address')} />
        <PhoneField label={t('patientCare.delivery.phone')} maxLength={10} error={err('phone_number')} {...register('phone_number')} />
        <DateField
          label={t('patientCare.delivery.date')}
          hint={t('patientCare.dateHint')}
          minDate={today}
          error={err('delivery_date')}
          onPick={(display) => setValue('delivery_date', display, { shouldValidate: true })}
          {...register('delivery_date')}
        />
        <TextField
          label={t('patientCare.delivery.charges')}
          inputMode="decimal"
          prefix="₹"
          placeholder={charges.isPending ? t('common.loading') : ''}
          error={err('delivery_charges')}
          {...register('delivery_charges')}
        />
        <PrescriptionPicker
          label={t('patientCare.delivery.prescription')}
          hint={t('patientCare.delivery.prescriptionHint')}
          {...photo.picker}
        />
        {failure && <FormNotice tone="error">{failure}</FormNotice>}
        <SubmitButton withLoader label={t('patientCare.delivery.submit')} submitting={isSubmitting} done={summary !== null} />
      </form>
      <DeliveryConfirmation summary={summary} onContinue={() => void navigate('/previous-medical-delivery')} />
    </div>
  );
}

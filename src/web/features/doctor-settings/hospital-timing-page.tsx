// /doctors-hospital-timing ('Doctor Timings'): general opening and closing time, then Morning, Afternoon
// and Evening, each with a checkbox; a ticked slot shows its Slot Capacity and opening and closing time,
// an unticked one hides them. Then the waiting room's two settings: the average time per patient (the
// patients' waiting time until the day has its own average) and how many patients before a turn the
// "your turn is near" alert goes out. Also for a hospital's doctor (?doctor_id=). New timings apply to new
// bookings at once; bookings already made keep their slot and token.
import { useForm, type UseFormRegister } from 'react-hook-form';
import { SLOTS, type Slot } from '../../../shared/constants';
import { SLOT_FIELD_KEYS } from '../../../shared/contract/doctor-settings';
import type { DoctorAccount } from '../../../shared/contract/doctors';
import type { RequestOf } from '../../../shared/contract/catalogue';
import { callWithMessage } from '../../api/client';
import { useTranslation } from '../../lib/i18n';
import { CheckboxField, FormNotice, TextField } from '../../ui/form-field';
import { fieldError } from '../../ui/form-errors';
import { useAfterDoctorSave } from './settings-queries';
import { timingsResolver, type TimingValues } from './settings-schemas';
import { useSave } from '../../ui/use-save';
import { WithDoctor } from './with-doctor';
import { SubmitButton } from '../../ui/submit-button';

type SlotKey = (typeof SLOT_FIELD_KEYS)[Slot];

function split(range: string | undefined): [string, string] {
  const [open = '', close = ''] = (range ?? '').split('-');
  return [open.trim(), close.trim()];
}

function initialValues(doctor: DoctorAccount): TimingValues {
  const detail = doctor.doctor_detail;
  const [timing_1, timing_2] = split(detail.timing);
  const values: TimingValues = {
    doctor_id: doctor.id,
    timing_1,
    timing_2,
    slots_morning: false,
    slots_afternoon: false,
    slots_evening: false,
    morning_timing_1: '',
    morning_timing_2: '',
    afternoon_timing_1: '',
    afternoon_timing_2: '',
    evening_timing_1: '',
    evening_timing_2: '',
    slot_capacity_morning: '',
    slot_capacity_afternoon: '',
    slot_capacity_evening: '',
    average_consult_minutes: String(detail.average_consult_minutes),
    alert_at: String(detail.alert_at),
  };
  for (const slot of SLOTS) {
    const key = SLOT_FIELD_KEYS[slot];
    const [open, close] = split(detail.slot_timing[slot]);
    values[`slots_${key}`] = detail.slots.includes(slot);
    values[`${key}_timing_1`] = open;
    values[`${key}_timing_2`] = close;
    const capacity = detail.slot_capacity[slot];
    values[`slot_capacity_${key}`] = capacity === undefined ? '' : String(capacity);
  }
  return values;
}

const FIELDS = [
  'timing_1',
  'timing_2',
  ...SLOTS.flatMap((slot) => {
    const key = SLOT_FIELD_KEYS[slot];
    return [`${key}_timing_1`, `${key}_timing_2`, `slot_capacity_${key}`] as const;
  }),
  'average_consult_minutes',
  'alert_at',
] as const;

function SlotFields({ slot, ticked, register, errorOf }: { slot: Slot; ticked: boolean; register: UseFormRegister<TimingValues>; errorOf: (name: keyof TimingValues) => string | undefined }) {
  const { t } = useTranslation();
  const key: SlotKey = SLOT_FIELD_KEYS[slot];
  const name = t(`doctorSettings.slots.${slot}`);
  return (
    <fieldset className="ds-slot-fieldset">
      <legend className="visually-hidden">{name}</legend>
      <CheckboxField label={name} {...register(`slots_${key}`)} />
      {ticked && (
        <div className="ds-slot-fields">
          <TextField
            label={t('doctorSettings.slotCapacity')}
            inputMode="numeric"
            maxLength={5}
            aria-label={t('doctorSettings.fieldOfSlot', { label: t('doctorSettings.slotCapacity'), slot: name })}
            error={errorOf(`slot_capacity_${key}`)}
            {...register(`slot_capacity_${key}`)}
          />
          <div className="ds-field-pair">
            <TextField type="time" label={t('doctorSettings.openingTime')} aria-label={t('doctorSettings.fieldOfSlot', { label: t('doctorSettings.openingTime'), slot: name })} error={errorOf(`${key}_timing_1`)} {...register(`${key}_timing_1`)} />
            <TextField type="time" label={t('doctorSettings.closingTime')} aria-label={t('doctorSettings.fieldOfSlot', { label: t('doctorSettings.closingTime'), slot: name })} error={errorOf(`${key}_timing_2`)} {...register(`${key}_timing_2`)} />
          </div>
        </div>
      )}
    </fieldset>
  );
}

function TimingForm({ doctor }: { doctor: DoctorAccount }) {
  const { t } = useTranslation();
  const afterSave = useAfterDoctorSave();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TimingValues>({ resolver: timingsResolver, defaultValues: initialValues(doctor) });
  const { save, failure } = useSave(setError, FIELDS);
  const errorOf = (name: keyof TimingValues) => fieldError(t, errors[name]?.message);
  const ticks = watch(['slots_morning', 'slots_afternoon', 'slots_evening']);

  const onSubmit = handleSubmit((values) =>
    save(async () => {
      const payload: Record<string, string | number> = {
        doctor_id: doctor.id,
        timing_1: values.timing_1,
        timing_2: values.timing_2,
        average_consult_minutes: values.average_consult_minutes.trim(),
        alert_at: values.alert_at.trim(),
      };
      for (const slot of SLOTS) {
        const key = SLOT_FIELD_KEYS[slot];
        const ticked = values[`slots_${key}`];
        // The wire: the slot's name when ticked, '' when not (part 1 section 3, hospital timings payload).
        payload[`slots_${key}`] = ticked ? slot : '';
        payload[`${key}_timing_1`] = ticked ? values[`${key}_timing_1`] : '';
        payload[`${key}_timing_2`] = ticked ? values[`${key}_timing_2`] : '';
        payload[`slot_capacity_${key}`] = ticked ? values[`slot_capacity_${key}`].trim() : '';
      }
      const { result } = await callWithMessage('edit-doctor-hospital-timings', payload as unknown as RequestOf<'edit-doctor-hospital-timings'>);
      await afterSave(result);
    }),
  );

  return (
    <div className="page-column">
      <section className="card">
        <form className="form" noValidate onSubmit={onSubmit}>
          <h2 className="card-title">{t('doctorSettings.generalTiming')}</h2>
          <div className="ds-field-pair">
            <TextField type="time" label={t('doctorSettings.openingTime')} error={errorOf('timing_1')} {...register('timing_1')} />
            <TextField type="time" label={t('doctorSettings.closingTime')} error={errorOf('timing_2')} {...register('timing_2')} />
          </div>
          <h2 className="card-title">{t('doctorSettings.opdSlots')}</h2>
          {SLOTS.map((slot, index) => (
            <SlotFields key={slot} slot={slot} ticked={Boolean(ticks[index])} register={register} errorOf={errorOf} />
          ))}
          <p className="field-hint">{t('doctorSettings.timingNote')}</p>
          <h2 className="card-title">{t('doctorSettings.waitingRoom')}</h2>
          <TextField
            label={t('doctorSettings.averageConsult')}
            inputMode="numeric"
            maxLength={2}
            hint={t('doctorSettings.averageConsultHint')}
            error={errorOf('average_consult_minutes')}
            {...register('average_consult_minutes')}
          />
          <TextField label={t('doctorSettings.alertAt')} inputMode="numeric" maxLength={2} error={errorOf('alert_at')} {...register('alert_at')} />
          {failure && <FormNotice tone="error">{failure}</FormNotice>}
          <SubmitButton label={t('doctorSettings.save')} submitting={isSubmitting} />
        </form>
      </section>
    </div>
  );
}

export function HospitalTimingPage() {
  return <WithDoctor>{(doctor) => <TimingForm doctor={doctor} />}</WithDoctor>;
}

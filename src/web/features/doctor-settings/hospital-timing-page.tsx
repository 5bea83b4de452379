// /doctors-hospital-timing ('Doctor Timings'): general opening and closing time, then Morning, Afternoon
// and Evening, each with a checkbox; a ticked slot shows its Slot Capacity, the places of it kept for
// walk-ins at the desk (online bookings take the rest) and opening and closing time, an unticked one hides
// them. Then the waiting room's settings: the average time per patient (the patients' waiting time until the
// day has its own average), how many patients before a turn the "your turn is near" alert goes out, and
// after how many checked-in patients one whose turn passed while away is called once they check in. Also
// for a hospital's doctor (?doctor_id=). New timings apply to new
// bookings at once; bookings already made keep their slot and token.
import type { UseFormRegister } from 'react-hook-form';
import { SLOTS, type Slot } from '../../../shared/constants';
import { SLOT_FIELD_KEYS } from '../../../shared/contract/doctor-settings';
import type { DoctorAccount } from '../../../shared/contract/doctors';
import { useCallForm } from '../../api/use-call-form';
import { useTranslation } from '../../lib/i18n';
import { CheckboxField, NoticeLine, TextField } from '../../ui/form-field';
import { SubmitButton } from '../../ui/submit-button';
import { useEditDoctorHospitalTimings } from './doctor-settings-queries';
import { timingsResolver, type TimingFields } from './doctor-settings-schemas';
import { WithDoctor } from './with-doctor';
import './doctor-settings.css';

type SlotKey = (typeof SLOT_FIELD_KEYS)[Slot];

function split(range: string | undefined): [string, string] {
  const [open = '', close = ''] = (range ?? '').split('-');
  return [open.trim(), close.trim()];
}

/** The form holds a tick (true or false) per slot and the times and capacity as text. */
function initialValues(doctor: DoctorAccount): TimingFields {
  const detail = doctor.doctor_detail;
  // A record saved on the device before desk places existed has none (the form opens on it offline): 0.
  const deskPlaces: Partial<Record<string, number>> = typeof detail.desk_places === 'object' ? detail.desk_places : {};
  const [timing_1, timing_2] = split(detail.timing);
  const values: TimingFields = {
    doctor_id: doctor.id,
    timing_1,
    timing_2,
    average_consult_minutes: String(detail.average_consult_minutes),
    alert_at: String(detail.alert_at),
    late_rejoin_after: String(detail.late_rejoin_after),
  };
  for (const slot of SLOTS) {
    const key = SLOT_FIELD_KEYS[slot];
    const [open, close] = split(detail.slot_timing[slot]);
    values[`slots_${key}`] = detail.slots.includes(slot);
    values[`${key}_timing_1`] = open;
    values[`${key}_timing_2`] = close;
    const capacity = detail.slot_capacity[slot];
    values[`slot_capacity_${key}`] = capacity === undefined ? '' : String(capacity);
    values[`desk_places_${key}`] = String(deskPlaces[slot] ?? 0);
  }
  return values;
}

/** The fields that show the server's errors (the doctor's id and the ticks have none). */
const ERROR_FIELDS = [
  'timing_1',
  'timing_2',
  ...SLOTS.flatMap((slot) => {
    const key = SLOT_FIELD_KEYS[slot];
    return [`${key}_timing_1`, `${key}_timing_2`, `slot_capacity_${key}`, `desk_places_${key}`];
  }),
  'average_consult_minutes',
  'alert_at',
  'late_rejoin_after',
];

function SlotFields({
  slot,
  ticked,
  register,
  errorOf,
}: {
  slot: Slot;
  ticked: boolean;
  register: UseFormRegister<TimingFields>;
  errorOf: (name: keyof TimingFields) => string | undefined;
}) {
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
          <TextField
            label={t('doctorSettings.deskPlaces')}
            inputMode="numeric"
            maxLength={5}
            aria-label={t('doctorSettings.fieldOfSlot', { label: t('doctorSettings.deskPlaces'), slot: name })}
            error={errorOf(`desk_places_${key}`)}
            {...register(`desk_places_${key}`)}
          />
          <div className="ds-field-pair">
            <TextField
              type="time"
              label={t('doctorSettings.openingTime')}
              aria-label={t('doctorSettings.fieldOfSlot', { label: t('doctorSettings.openingTime'), slot: name })}
              error={errorOf(`${key}_timing_1`)}
              {...register(`${key}_timing_1`)}
            />
            <TextField
              type="time"
              label={t('doctorSettings.closingTime')}
              aria-label={t('doctorSettings.fieldOfSlot', { label: t('doctorSettings.closingTime'), slot: name })}
              error={errorOf(`${key}_timing_2`)}
              {...register(`${key}_timing_2`)}
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}

function TimingForm({ doctor }: { doctor: DoctorAccount }) {
  const { t } = useTranslation();
  const { form, onSubmit, errorOf, notice, submitting } = useCallForm(useEditDoctorHospitalTimings(), {
    resolver: timingsResolver,
    defaultValues: initialValues(doctor),
    errorFields: ERROR_FIELDS,
    request: (values) => {
      const slotFields: Record<string, string> = {};
      for (const slot of SLOTS) {
        const key = SLOT_FIELD_KEYS[slot];
        const ticked = Boolean(values[`slots_${key}`]);
        // The wire: the slot's name when ticked, '' when not (edit-doctor-hospital-timings).
        slotFields[`slots_${key}`] = ticked ? slot : '';
        slotFields[`${key}_timing_1`] = ticked ? (values[`${key}_timing_1`] ?? '') : '';
        slotFields[`${key}_timing_2`] = ticked ? (values[`${key}_timing_2`] ?? '') : '';
        slotFields[`slot_capacity_${key}`] = ticked ? (values[`slot_capacity_${key}`] ?? '').trim() : '';
        slotFields[`desk_places_${key}`] = ticked ? (values[`desk_places_${key}`] ?? '').trim() : '';
      }
      return {
        doctor_id: doctor.id,
        timing_1: values.timing_1,
        timing_2: values.timing_2,
        average_consult_minutes: values.average_consult_minutes,
        alert_at: values.alert_at,
        late_rejoin_after: values.late_rejoin_after,
        ...slotFields,
      };
    },
    successToast: () => t('doctorSettings.saved'),
  });
  const { register, watch } = form;
  const ticks = watch(['slots_morning', 'slots_afternoon', 'slots_evening']);

  return (
    <div className="page-column">
      <section className="card">
        <form className="form" noValidate onSubmit={onSubmit}>
          <h2 className="card-title">{t('doctorSettings.generalTiming')}</h2>
          <div className="ds-field-pair">
            <TextField
              type="time"
              label={t('doctorSettings.openingTime')}
              error={errorOf('timing_1')}
              {...register('timing_1')}
            />
            <TextField
              type="time"
              label={t('doctorSettings.closingTime')}
              error={errorOf('timing_2')}
              {...register('timing_2')}
            />
          </div>
          <h2 className="card-title">{t('doctorSettings.opdSlots')}</h2>
          {SLOTS.map((slot, index) => (
            <SlotFields key={slot} slot={slot} ticked={Boolean(ticks[index])} register={register} errorOf={errorOf} />
          ))}
          <p className="field-hint">{t('doctorSettings.timingNote')}</p>
          <p className="field-hint">{t('doctorSettings.deskPlacesNote')}</p>
          <h2 className="card-title">{t('doctorSettings.waitingRoom')}</h2>
          <TextField
            label={t('doctorSettings.averageConsult')}
            inputMode="numeric"
            maxLength={2}
            hint={t('doctorSettings.averageConsultHint')}
            error={errorOf('average_consult_minutes')}
            {...register('average_consult_minutes')}
          />
          <TextField
            label={t('doctorSettings.alertAt')}
            inputMode="numeric"
            maxLength={2}
            error={errorOf('alert_at')}
            {...register('alert_at')}
          />
          <TextField
            label={t('doctorSettings.lateRejoinAfter')}
            inputMode="numeric"
            maxLength={2}
            hint={t('doctorSettings.lateRejoinAfterHint')}
            error={errorOf('late_rejoin_after')}
            {...register('late_rejoin_after')}
          />
          <NoticeLine notice={notice} />
          <SubmitButton label={t('doctorSettings.save')} submitting={submitting} />
        </form>
      </section>
    </div>
  );
}

export function HospitalTimingPage() {
  return <WithDoctor>{(doctor) => <TimingForm doctor={doctor} />}</WithDoctor>;
}

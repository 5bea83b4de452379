// The patient's part of a booking form: whom the booking is for (the patient, one of their
// family members, someone else), then name, age, problem, address and mobile number, in the order the screen
// asks them. A family member's name and age are theirs: shown, not typed. The form keeps its own field names
// (the outside-the-queue booking calls the patient's address patient_address) and its own rules.
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../lib/i18n';
import { PhoneField, TextField } from './form-field';
import { PersonChoice, type BookingForChoice } from './person-choice';

export type PatientField = 'name' | 'age' | 'problem' | 'address' | 'phone_number';

const ASKED_ORDER: readonly PatientField[] = ['name', 'age', 'problem', 'address', 'phone_number'];

interface PatientFieldsProps<F extends FieldValues> {
  register: UseFormRegister<F>;
  errorOf: (name: Path<F>) => string | undefined;
  /** The form's own name of each field. */
  names: Record<PatientField, Path<F>>;
  addressLabel: string;
  order?: readonly PatientField[];
  /** Booking for: Self fills the name with the user's own, a family member their name and age, Other clears them. */
  bookingFor: BookingForChoice;
}

export function PatientFields<F extends FieldValues>({
  register,
  errorOf,
  names,
  addressLabel,
  order = ASKED_ORDER,
  bookingFor,
}: PatientFieldsProps<F>) {
  const { t } = useTranslation();
  const field = (name: PatientField) => ({ error: errorOf(names[name]), ...register(names[name]) });
  const member = bookingFor.member;
  // A member's name and age are theirs: shown, not typed (a member renamed on /family is renamed there).
  const kept = member ? { readOnly: true, className: 'field-kept' } : {};
  return (
    <>
      <PersonChoice {...bookingFor} />
      {order.map((name) => {
        switch (name) {
          case 'name':
            return (
              <TextField
                key={name}
                label={t('appointments.name')}
                autoComplete="name"
                hint={member ? t('family.fromFamily', { name: member.name }) : undefined}
                {...kept}
                {...field(name)}
              />
            );
          case 'age':
            return (
              <TextField key={name} label={t('appointments.age')} inputMode="numeric" {...kept} {...field(name)} />
            );
          case 'problem':
            return <TextField key={name} label={t('appointments.problem')} {...field(name)} />;
          case 'address':
            return <TextField key={name} label={addressLabel} autoComplete="street-address" {...field(name)} />;
          case 'phone_number':
            return <PhoneField key={name} label={t('auth.mobileNumber')} {...field(name)} />;
        }
      })}
    </>
  );
}

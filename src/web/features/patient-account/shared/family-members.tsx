// The signed-in patient's family members (get-family-members), read by /family, by every booking form's
// "Booking for" choice, by the lists that say whom each booking is for, and by the "Whose bookings" filter of
// the history, the lab reports, the prescriptions and the dashboard (kept in the address as ?person=).
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { PATIENT_TYPES } from '../../../../shared/constants';
import type { PersonFilter } from '../../../../shared/contract/family-shapes';
import { useTranslation } from '../../../lib/i18n';
import { bookedForOf, memberText, personFromParam, type BookedFor, type WhomRecord } from '../../../lib/booked-for';
import type { BookingForChoice } from '../../../ui/person-choice';
import { SelectField } from '../../../ui/select-field';
import { useSignedInUser } from '../../../api/query-client';
import { familyMembersQuery } from '../patient-account-queries';

export function useFamilyMembers() {
  const user = useSignedInUser();
  return useQuery({ ...familyMembersQuery(user?.id ?? 0), enabled: user?.user_type === 'Patient' });
}

/**
 * Whom a booking, lab booking or report is for, as a list says it: "Sita Devi (myself)", "Munni Kumari
 * (Daughter)", or the name typed for someone else (a member since removed shows by the name booked).
 */
export function useWhomFor(): (record: WhomRecord, name: string) => string {
  const { t } = useTranslation();
  const members = useFamilyMembers().data ?? [];
  return (record, name) => {
    const whom = bookedForOf(record);
    if (whom === 'Self') return t('family.selfLabel', { name });
    const member = typeof whom === 'number' ? members.find((m) => m.id === whom) : undefined;
    // The name booked, with what the member is to the patient now.
    return member ? memberText(t, { ...member, name }) : name;
  };
}

/** The person a list is narrowed to, kept in the address (?person=Myself or a member's id), and a way to change it. */
export function usePersonParam(): [PersonFilter, (person: PersonFilter) => void] {
  const [params, setParams] = useSearchParams();
  const person = personFromParam(params.get('person'));
  const setPerson = (next: PersonFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'Everyone') updated.delete('person');
        else updated.set('person', String(next));
        return updated;
      },
      { replace: true },
    );
  return [person, setPerson];
}

interface PersonFilterProps {
  person: PersonFilter;
  onChange: (person: PersonFilter) => void;
  /** The field's label: "Whose bookings" unless told. */
  label?: string;
  /** Whether "Everyone" is a choice: not where one person's records are shown at a time (who saw them). */
  everyone?: boolean;
}

/** "Whose bookings": Everyone, Myself or one family member; shown only to a patient who has family members. */
export function PersonFilterField({ person, onChange, label, everyone = true }: PersonFilterProps) {
  const { t } = useTranslation();
  const members = useFamilyMembers().data ?? [];
  if (members.length === 0) return null;
  return (
    <div className="card person-filter">
      <SelectField
        label={label ?? t('family.whose')}
        value={String(person)}
        onChange={(event) => onChange(personFromParam(event.target.value))}
      >
        {everyone && <option value="Everyone">{t('family.everyone')}</option>}
        <option value="Myself">{t('family.myself')}</option>
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {memberText(t, member)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

type PatientType = (typeof PATIENT_TYPES)[number];

/** What choosing whom a booking is for writes into a booking form. `age` undefined: leave the age as typed. */
export interface ChosenPerson {
  type: PatientType;
  /** '' for no member: the form's field holds text until the contract reads it. */
  family_member_id: string;
  name: string;
  age: string | undefined;
}

/**
 * The "Booking for" choice of a booking form: the patient (their name, and `selfAge` when given), one of
 * their family members (the member's name and age, which the form then shows read-only), or someone else
 * (blank). `current` is what the form holds now; `apply` writes a choice into it.
 */
export function useBookingFor(
  current: { type: PatientType; familyMemberId: unknown },
  apply: (person: ChosenPerson) => void,
  selfAge = '',
): BookingForChoice {
  const user = useSignedInUser();
  const members = useFamilyMembers().data ?? [];
  const value: BookedFor = bookedForOf({
    type: current.type,
    family_member_id: Number(current.familyMemberId) || null,
  });
  const member = typeof value === 'number' ? (members.find((m) => m.id === value) ?? null) : null;
  const choose = (next: BookedFor) => {
    const chosen = typeof next === 'number' ? members.find((m) => m.id === next) : undefined;
    if (chosen)
      return apply({ type: 'Other', family_member_id: String(chosen.id), name: chosen.name, age: String(chosen.age) });
    const type: PatientType = next === 'Self' ? 'Self' : 'Other';
    // A member's age must not stay behind for someone else; between Self and Other the age typed stays.
    apply({
      type,
      family_member_id: '',
      name: type === 'Self' ? (user?.full_name ?? '') : '',
      age: member ? (type === 'Self' ? selfAge : '') : undefined,
    });
  };
  return { value, members, member, onChange: choose };
}

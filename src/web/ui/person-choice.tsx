// "Booking for": the patient, each of their family members, or someone else. With no family members it is
// the two choices it always was; with some, one row each (a column: names do not fit side by side on a
// phone), and a link to /family to add or change them.
import { UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import type { FamilyMember } from '../../shared/contract/family-shapes';
import { memberText, type BookedFor } from '../lib/booked-for';
import { useTranslation } from '../lib/i18n';
import { ChoiceGroup } from './choice-group';

/** What a form passes: whom the booking is for now, the members to offer, the member chosen, and the change. */
export interface BookingForChoice {
  value: BookedFor;
  members: readonly FamilyMember[];
  member: FamilyMember | null;
  onChange: (value: BookedFor) => void;
}

const valueOf = (choice: BookedFor) => (typeof choice === 'number' ? `member-${choice}` : choice);

export function PersonChoice({ value, members, onChange }: BookingForChoice) {
  const { t } = useTranslation();
  const choices: BookedFor[] = ['Self', ...members.map((member) => member.id), 'Other'];
  const labelOf = (choice: BookedFor) => {
    if (typeof choice !== 'number') return t(`appointments.patientType.${choice}`);
    return memberText(
      t,
      members.find((m) => m.id === choice)!,
    );
  };
  return (
    <div className="person-choice">
      <ChoiceGroup
        legend={t('appointments.bookingFor')}
        name="patient-type"
        layout={members.length ? 'column' : 'row'}
        options={choices.map((choice) => ({ value: valueOf(choice), label: labelOf(choice) }))}
        value={valueOf(value)}
        onChange={(picked) => onChange(choices.find((choice) => valueOf(choice) === picked) ?? 'Other')}
      />
      <Link to="/family" className="field-hint person-choice-link">
        <UsersRound size={16} aria-hidden="true" /> {t('family.manage')}
      </Link>
    </div>
  );
}

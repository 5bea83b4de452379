// One line of the directory as a card: the name (and whether the account signs in), a tap-to-call phone,
// the city in the reader's words and what tells one record from another of its kind (specialisation,
// clinic, hospital, department). Its buttons: Edit, Send password link (accounts that sign in) and History.
// A patient is not a record of the directory: name, number, city and the password link only.
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { DirectoryEntry } from '../../../shared/contract/directory';
import { HistoryButton, type ChangeWords } from '../operator/shared/audit-history';
import { useTranslation } from '../../lib/i18n';
import { NoticeLine, type Notice } from '../../ui/form-field';
import { InfoList, type InfoItem } from '../../ui/info-list';
import { PhoneLink } from '../../ui/phone-link';
import type { DirectoryReference } from './directory-reference';
import { PasswordLinkButton } from './password-link';
import { StatusChip } from '../../ui/status-chip';

// A directory record's history has no statuses; its actions read as words (audit-history.tsx).
const HISTORY_WORDS: ChangeWords = { status: (status) => status };

interface DirectoryCardProps {
  entry: DirectoryEntry;
  reference: DirectoryReference;
  onEdit: (entry: DirectoryEntry) => void;
}

export function DirectoryCard({ entry, reference, onEdit }: DirectoryCardProps) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const patient = entry.kind === 'patient';
  const governmentDoctor = entry.kind === 'government-doctor';
  const department = reference.department(entry.department_id);
  const field = (
    name: 'phone_number' | 'city' | 'specialization_text' | 'clinic_name' | 'hospital_id' | 'department_id',
  ) => t(`operator.directory.fields.${name}`);
  const rows: InfoItem[] = [];
  if (entry.phone_number)
    rows.push([field('phone_number'), <PhoneLink key="phone" phone={entry.phone_number} />, true]);
  if (entry.city) rows.push([field('city'), reference.city(entry.city)]);
  if (!patient) {
    if (entry.specialization_text)
      rows.push([field('specialization_text'), reference.specialisation(entry.specialization_text)]);
    // A department doctor's clinic is its hospital's name: said once, as the hospital.
    if (entry.clinic_name && !governmentDoctor)
      rows.push([field('clinic_name'), reference.institution(entry.clinic_name)]);
    if (entry.hospital_name)
      rows.push([
        governmentDoctor ? t('operator.directory.governmentHospital') : field('hospital_id'),
        reference.institution(entry.hospital_name),
      ]);
    if (department) rows.push([field('department_id'), department]);
  }
  const nameId = `dr-name-${entry.id}`;
  return (
    <li className="card dr-card" data-directory-id={entry.id} aria-labelledby={nameId}>
      <div className="card-head">
        <h3 id={nameId} className="card-title dr-name">
          {entry.name}
        </h3>
        {entry.can_sign_in && !patient && (
          <StatusChip tone="success" testId="can-sign-in">
            {t('operator.directory.canSignIn')}
          </StatusChip>
        )}
        {entry.waiting_approval && (
          <StatusChip tone="progress" testId="waiting-approval">
            {t('operator.directory.waiting.chip')}
          </StatusChip>
        )}
      </div>
      <InfoList rows={rows} />
      <div className="dr-actions">
        {!patient && (
          <button
            type="button"
            className="button button-secondary dr-action"
            aria-haspopup="dialog"
            onClick={() => onEdit(entry)}
          >
            <Pencil size={18} aria-hidden="true" />
            {t('operator.directory.edit')}
          </button>
        )}
        {entry.can_sign_in && (
          <PasswordLinkButton id={entry.id} name={entry.name} phone={entry.phone_number} onOutcome={setNotice} />
        )}
        {!patient && (
          <HistoryButton recordType="user" recordId={entry.id} recordName={entry.name} words={HISTORY_WORDS} />
        )}
      </div>
      <NoticeLine notice={notice} />
    </li>
  );
}

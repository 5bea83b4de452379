// The directory's form in a dialog: "Add doctor" (an empty form of the kind chosen on the desk) or "Edit:
// <name>" (the record as it stands, get-directory-record). Only the fields of the record's kind show, the
// required ones marked; it checks as the save call does, and the server's refusals show under their fields
// or under the form. A saved record is said in a toast and the lists reload; a new account that signs in
// was sent a link to set its password, and the dialog says where it went before it closes.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { STATES, type DirectoryKind } from '../../../shared/constants';
import type { DirectoryEntry, DirectoryField, DirectoryRecord } from '../../../shared/contract/directory';
import { MESSAGES } from '../../../shared/messages';
import type { ResultOf } from '../../../shared/contract/catalogue';
import { useCallForm } from '../../api/use-call-form';
import { useTranslation } from '../../lib/i18n';
import { translateMessage } from '../../lib/server-text';
import { toast } from '../../lib/toasts';
import { RetryNotice } from '../../ui/error-notice';
import { FormNotice, NoticeLine, PhoneField, TextField } from '../../ui/form-field';
import { Loader } from '../../ui/loader';
import { Modal } from '../../ui/modal';
import { SelectField } from '../../ui/select-field';
import { SubmitButton } from '../../ui/submit-button';
import { directoryQuery, directoryRecordQuery, useSaveDirectoryRecord } from './directory-queries';
import { useDirectoryReference, type Choice } from './directory-reference';
import {
  blankValues,
  directoryResolver,
  isRequired,
  shownFields,
  valuesOf,
  type DirectoryFormValues,
} from './directory-schemas';
import { linkSentText } from './password-link';
import { WaitingChanges } from './waiting-changes';

/** What the dialog is for: a new record of a kind, or an entry of the list to edit. */
export type FormTarget = { mode: 'add'; kind: DirectoryKind } | { mode: 'edit'; entry: DirectoryEntry };

type Saved = ResultOf<'save-directory-record'>;

interface RecordFormProps {
  values: DirectoryFormValues;
  /** An edited record's changes of number or e-mail waiting for approval. */
  waiting?: DirectoryRecord['waiting_changes'];
  /** The hospital the record names now, by name (the list's), should the form's list not hold it. */
  hospitalName?: string;
  onSaved: (saved: Saved) => void;
  onCancel: () => void;
}

/** A select's options, with the value it holds kept when the list does not have it (a city, a hospital). */
function Options({
  choices,
  value,
  none,
  missing,
}: {
  choices: readonly Choice[];
  value: string;
  none: string;
  missing: string;
}) {
  const held = value !== '' && !choices.some((choice) => choice.value === value);
  return (
    <>
      <option value="">{none}</option>
      {held && <option value={value}>{missing}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}

function RecordForm({ values, waiting = [], hospitalName = '', onSaved, onCancel }: RecordFormProps) {
  const { t } = useTranslation();
  const reference = useDirectoryReference();
  const kind = values.kind;
  const fields = shownFields(kind);
  const { form, onSubmit, errorOf, notice, submitting } = useCallForm(useSaveDirectoryRecord(), {
    resolver: directoryResolver,
    defaultValues: values,
    // A refusal of a field the kind does not show is said under the form.
    errorFields: fields,
    request: (checked) => checked,
    onSuccess: ({ result, message }) => {
      // A new number or e-mail of an account that signs in waits: the toast says so rather than "saved".
      toast.success(
        message === MESSAGES.contactChangeWaiting
          ? translateMessage(t, message)
          : t('operator.directory.savedToast', { name: result.record.name }),
      );
      onSaved(result);
    },
  });
  const { register, watch, setFocus } = form;
  // The dialog gives the focus to its scrolling body; a form to fill starts at its first field (once the
  // dialog is open: it opens after its content is drawn).
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => setFocus('name'));
    return () => window.cancelAnimationFrame(frame);
  }, [setFocus]);
  const city = watch('city');
  const shows = (field: DirectoryField) => fields.includes(field);
  // A doctor's hospital and lab are of its city; a department doctor's hospital is a government one, anywhere.
  const governmentDoctor = kind === 'government-doctor';
  const hospitals = useQuery({
    ...directoryQuery({
      kind: governmentDoctor ? 'government-hospital' : 'hospital',
      city: governmentDoctor ? '' : city,
      search: '',
    }),
    enabled: shows('hospital_id'),
  });
  const labs = useQuery({ ...directoryQuery({ kind: 'lab', city, search: '' }), enabled: shows('lab_id') });
  const entryChoices = (list: typeof hospitals) =>
    (list.data ?? []).map((entry): Choice => ({ value: String(entry.id), label: entry.name }));
  const loadingOr = (pending: boolean, text: string) => (pending ? t('common.loading') : text);
  // A blank choice reads "None" where the kind may leave it blank, "Choose…" where it must be made.
  const none = (field: DirectoryField) =>
    isRequired(kind, field) ? t('operator.directory.choose') : t('operator.directory.none');

  const label = (field: DirectoryField) =>
    `${field === 'hospital_id' && governmentDoctor ? t('operator.directory.governmentHospital') : t(`operator.directory.fields.${field}`)}${isRequired(kind, field) ? ' *' : ''}`;
  /** What every control of a field takes: its label, error, required mark and binding. */
  const bind = (field: DirectoryField) => ({
    label: label(field),
    error: errorOf(field),
    'aria-required': isRequired(kind, field) || undefined,
    ...register(field),
  });

  const control = (field: DirectoryField) => {
    switch (field) {
      case 'phone_number':
        return <PhoneField key={field} maxLength={10} autoComplete="off" {...bind(field)} />;
      case 'email':
        return <TextField key={field} type="email" inputMode="email" autoComplete="off" {...bind(field)} />;
      case 'pincode':
        return <TextField key={field} inputMode="numeric" maxLength={6} autoComplete="off" {...bind(field)} />;
      case 'fees':
      case 'registration_fees':
        return <TextField key={field} inputMode="numeric" autoComplete="off" prefix="₹" {...bind(field)} />;
      case 'city':
        return (
          <SelectField key={field} {...bind(field)}>
            <Options
              choices={reference.cities}
              value={city}
              none={loadingOr(reference.pending, t('operator.directory.chooseCity'))}
              missing={city}
            />
          </SelectField>
        );
      case 'state':
        return (
          <SelectField key={field} {...bind(field)}>
            <option value="">{t('operator.directory.chooseState')}</option>
            {STATES.map((state) => (
              <option key={state} value={state}>
                {t(`doctorSettings.states.${state}`, { defaultValue: state })}
              </option>
            ))}
          </SelectField>
        );
      case 'category_id':
      case 'department_id': {
        const choices = field === 'category_id' ? reference.categories : reference.departments;
        return (
          <SelectField key={field} {...bind(field)}>
            <Options
              choices={choices}
              value={watch(field)}
              none={loadingOr(reference.pending, none(field))}
              missing={t('operator.directory.currentChoice', { id: watch(field) })}
            />
          </SelectField>
        );
      }
      case 'hospital_id':
      case 'lab_id': {
        const list = field === 'hospital_id' ? hospitals : labs;
        const value = watch(field);
        const named = field === 'hospital_id' && value === values.hospital_id && hospitalName;
        return (
          <SelectField key={field} {...bind(field)}>
            <Options
              choices={entryChoices(list)}
              value={value}
              none={loadingOr(list.isPending, none(field))}
              missing={named || t('operator.directory.currentChoice', { id: value })}
            />
          </SelectField>
        );
      }
      default:
        return <TextField key={field} autoComplete="off" {...bind(field)} />;
    }
  };

  return (
    <form className="form dr-form" noValidate aria-busy={submitting} onSubmit={(event) => void onSubmit(event)}>
      <WaitingChanges changes={waiting} />
      <p className="field-hint">{t('operator.directory.requiredNote')}</p>
      {reference.failed && (
        <div className="dr-form-warning">
          <RetryNotice error={null} onRetry={reference.retry} />
        </div>
      )}
      <div className="dr-form-fields">{fields.map(control)}</div>
      <div className="dr-form-footer">
        <NoticeLine notice={notice} />
        <div className="dr-form-buttons">
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('operator.directory.cancel')}
          </button>
          <SubmitButton label={t('operator.directory.save')} submitting={submitting} block={false} />
        </div>
      </div>
    </form>
  );
}

/** An entry's record, asked for afresh each time its form opens (another desk may have changed it). */
function EditRecord({
  entry,
  onSaved,
  onCancel,
}: {
  entry: DirectoryEntry;
  onSaved: (saved: Saved) => void;
  onCancel: () => void;
}) {
  const record = useQuery({ ...directoryRecordQuery(entry.id), refetchOnMount: 'always' });
  if (record.isPending) return <Loader />;
  if (!record.data) return <RetryNotice error={record.error} onRetry={() => void record.refetch()} />;
  return (
    <RecordForm
      values={valuesOf(record.data)}
      waiting={record.data.waiting_changes}
      hospitalName={entry.hospital_name}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

export function DirectoryFormDialog({ target, onClose }: { target: FormTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  // A new account's name and where its password link went, shown until the dialog closes.
  const [added, setAdded] = useState<{ name: string; sent: string } | null>(null);
  const close = () => {
    setAdded(null);
    onClose();
  };
  const onSaved = ({ record, password_link: link }: Saved) => {
    if (link) setAdded({ name: record.name, sent: linkSentText(t, link) });
    else close();
  };
  const title = added
    ? t('operator.directory.addedTitle', { name: added.name })
    : target?.mode === 'edit'
      ? t('operator.directory.editTitle', { name: target.entry.name })
      : target
        ? t(`operator.directory.add.${target.kind}`)
        : '';
  return (
    <Modal open={target !== null} title={title} onClose={close} wide>
      {added ? (
        <div className="dr-added">
          <FormNotice tone="success">{added.sent}</FormNotice>
          <div className="dr-form-buttons">
            <button type="button" className="button button-primary" onClick={close}>
              {t('operator.directory.close')}
            </button>
          </div>
        </div>
      ) : target?.mode === 'edit' ? (
        <EditRecord key={target.entry.id} entry={target.entry} onSaved={onSaved} onCancel={close} />
      ) : target ? (
        <RecordForm key={target.kind} values={blankValues(target.kind)} onSaved={onSaved} onCancel={close} />
      ) : null}
    </Modal>
  );
}

// /family: the people the patient books for. Each member with what they are to the patient and their age, a link to
// their
// bookings, Edit and Remove (after a question; a member holding a token not over stays, and the card says
// why). One form adds a member or edits one, with the contract's field rules; past the limit the Add button
// gives way to what the limit is and how to make room.
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Pencil, Plus, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FAMILY_MEMBERS_MAX, RELATIONS, SEXES } from '../../../shared/constants';
import type { FamilyMember } from '../../../shared/contract/family-shapes';
import { familyMembersQuery, useRemoveFamilyMember, useSaveFamilyMember } from './patient-account-queries';
import { useSignedInUser } from '../../api/query-client';
import { useCallForm } from '../../api/use-call-form';
import { relationText } from '../../lib/booked-for';
import { useTranslation } from '../../lib/i18n';
import { errorText, translateMessage } from '../../lib/server-text';
import { toast } from '../../lib/toasts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState, RetryNotice } from '../../ui/error-notice';
import { FormNotice, NoticeLine, TextField } from '../../ui/form-field';
import { Loader } from '../../ui/loader';
import { SelectField } from '../../ui/select-field';
import { SubmitButton } from '../../ui/submit-button';
import { familyMemberResolver } from './patient-account-schemas';
import './patient-account.css';

/** The form: a new member, or the member being edited. */
type Editing = 'new' | FamilyMember;

function MemberForm({ patientId, editing, onDone }: { patientId: number; editing: Editing; onDone: () => void }) {
  const { t } = useTranslation();
  const member = editing === 'new' ? null : editing;
  const {
    form,
    onSubmit,
    errorOf: err,
    notice,
    submitting,
  } = useCallForm(useSaveFamilyMember(), {
    resolver: familyMemberResolver,
    defaultValues: {
      name: member?.name ?? '',
      age: member ? String(member.age) : '',
      sex: member?.sex ?? '',
      relation: member?.relation ?? '',
    },
    request: (values) => ({ ...values, patient_id: patientId, ...(member ? { id: member.id } : {}) }),
    successToast: (said) => said(t('messages.familyMemberSaved')),
    onSuccess: () => onDone(),
  });
  const { register } = form;
  const title = member ? t('family.editTitle', { name: member.name }) : t('family.add');
  return (
    <form className="card form" noValidate onSubmit={onSubmit} aria-busy={submitting} aria-label={title}>
      <h2 className="card-title">{title}</h2>
      <TextField label={t('family.name')} autoComplete="off" error={err('name')} {...register('name')} />
      <TextField label={t('family.age')} inputMode="numeric" error={err('age')} {...register('age')} />
      <SelectField label={t('family.sex')} error={err('sex')} {...register('sex')}>
        <option value="">{t('family.choose')}</option>
        {SEXES.map((sex) => (
          <option key={sex} value={sex}>
            {t(`family.sexes.${sex}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('family.relation')} error={err('relation')} {...register('relation')}>
        <option value="">{t('family.choose')}</option>
        {RELATIONS.map((relation) => (
          <option key={relation} value={relation}>
            {t(`family.relations.${relation}`)}
          </option>
        ))}
      </SelectField>
      <NoticeLine notice={notice} />
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onDone} disabled={submitting}>
          {t('family.close')}
        </button>
        <SubmitButton label={t('family.save')} submitting={submitting} />
      </div>
    </form>
  );
}

function MemberCard({ patientId, member, onEdit }: { patientId: number; member: FamilyMember; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveFamilyMember();
  const [asking, setAsking] = useState(false);
  // Why the member could not be removed (a token not over): said on the card until the next try.
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = () => {
    setRefusal(null);
    remove.mutate(
      { request: { patient_id: patientId, id: member.id } },
      {
        onSuccess: ({ message }) =>
          toast.success(message ? translateMessage(t, message) : t('messages.familyMemberRemoved')),
        onError: (error) => setRefusal(errorText(t, error)),
        onSettled: () => setAsking(false),
      },
    );
  };
  const summary = t('family.summary', { relation: relationText(t, member), age: member.age });
  return (
    <li className="card family-card" data-member-id={member.id}>
      <div className="family-card-head">
        <UserRound size={28} aria-hidden="true" className="family-card-icon" />
        <div>
          <h2 className="family-card-name">{member.name}</h2>
          <p className="family-card-summary">{summary}</p>
        </div>
      </div>
      {refusal && <FormNotice tone="error">{refusal}</FormNotice>}
      <div className="button-row family-card-actions">
        <Link to={`/patient-history?person=${member.id}`} className="button button-secondary button-small">
          <CalendarDays size={18} aria-hidden="true" /> {t('family.seeBookings')}
        </Link>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={onEdit}
          aria-label={t('family.editOf', { name: member.name })}
        >
          <Pencil size={18} aria-hidden="true" /> {t('family.edit')}
        </button>
        <button
          type="button"
          className="button button-danger-outline button-small"
          onClick={() => setAsking(true)}
          aria-label={t('family.removeOf', { name: member.name })}
        >
          <Trash2 size={18} aria-hidden="true" /> {t('family.remove')}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('family.removeTitle', { name: member.name })}
        keepLabel={t('family.keep')}
        confirmLabel={t('family.remove')}
        busy={remove.isPending}
        busyLabel={t('common.pleaseWait')}
        onConfirm={run}
        onClose={() => setAsking(false)}
      >
        <p>{t('family.removeBody', { name: member.name })}</p>
      </ConfirmDialog>
    </li>
  );
}

export function FamilyPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const members = useQuery({ ...familyMembersQuery(user?.id ?? 0), enabled: !!user });
  const [editing, setEditing] = useState<Editing | null>(null);
  if (!user || members.isPending) return <Loader />;
  if (members.isError) return <RetryNotice error={members.error} onRetry={() => void members.refetch()} />;
  const list = members.data;
  const full = list.length >= FAMILY_MEMBERS_MAX;
  const form = editing && (
    <MemberForm
      key={editing === 'new' ? 'new' : editing.id}
      patientId={user.id}
      editing={editing}
      onDone={() => setEditing(null)}
    />
  );
  const addButton = (
    <button type="button" className="button button-primary button-block" onClick={() => setEditing('new')}>
      <Plus size={20} aria-hidden="true" /> {t('family.add')}
    </button>
  );
  if (list.length === 0) {
    return (
      <div className="page-column">
        {form || <EmptyState title={t('family.emptyTitle')} body={t('family.emptyBody')} action={addButton} />}
      </div>
    );
  }
  return (
    <div className="page-column">
      <p className="card-lead family-intro">{t('family.intro')}</p>
      <p className="family-count">{t('family.count', { count: list.length, max: FAMILY_MEMBERS_MAX })}</p>
      <ul className="plain-list family-list">
        {list.map((member) =>
          editing !== null && editing !== 'new' && editing.id === member.id ? (
            <li key={member.id}>{form}</li>
          ) : (
            <MemberCard key={member.id} patientId={user.id} member={member} onEdit={() => setEditing(member)} />
          ),
        )}
      </ul>
      {editing === 'new' ? (
        form
      ) : full ? (
        <p className="card family-full" role="note">
          {t('family.limitReached', { max: FAMILY_MEMBERS_MAX })}
        </p>
      ) : (
        addButton
      )}
    </div>
  );
}

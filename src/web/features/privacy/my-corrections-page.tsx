// /my-corrections: the patient asks the call centre to correct a detail of one of their bookings or lab
// bookings that they cannot change themself, and sees each request's answer. The form offers their latest
// records (a booking's "Ask to correct" link chooses its own: ?booking_id= or ?lab_booking_id=) and "My
// profile", which sends them to Edit profile, where they change their own details; it shows the chosen
// detail's value now and checks the new one by the detail's own rule. Each request shows the value before,
// the value asked for, and its status: Waiting, Approved, or Declined with the call centre's reason.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { CORRECTION_FIELDS, type CorrectionRecord, type MyCorrectionRequest } from '../../../shared/contract/privacy';
import { useReferenceNames } from '../../api/reference-names';
import { useSignedInUser } from '../../api/query-client';
import { useCallForm } from '../../api/use-call-form';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { isOneOf } from '../../lib/wire-text';
import { EmptyState, RetryNotice } from '../../ui/error-notice';
import { NoticeLine, TextField } from '../../ui/form-field';
import { InfoList, type InfoItem } from '../../ui/info-list';
import { Loader } from '../../ui/loader';
import { SelectField } from '../../ui/select-field';
import { StatusChip } from '../../ui/status-chip';
import { SubmitButton } from '../../ui/submit-button';
import { correctionRecordsQuery, myCorrectionRequestsQuery, useRequestCorrection } from './privacy-queries';
import { correctionResolver } from './privacy-schemas';
import { fieldText, oldValueLabel, recordText, STATUS_TONE } from './correction-words';
import './corrections.css';

/** The form's choice of the profile, which the patient edits themself. */
const PROFILE = 'profile';

/** A record as the form's choice names it: 'booking:12', 'lab-booking:5'. */
const choiceOf = (record: Pick<CorrectionRecord, 'record_type' | 'record_id'>) =>
  `${record.record_type}:${record.record_id}`;

/** The record a booking's "Ask to correct" link names, when it is one the form offers. */
function linkedChoice(params: URLSearchParams, records: readonly CorrectionRecord[]): string {
  const booking = params.get('booking_id');
  const labBooking = params.get('lab_booking_id');
  const named = booking ? `booking:${booking}` : labBooking ? `lab-booking:${labBooking}` : '';
  return records.some((record) => choiceOf(record) === named) ? named : '';
}

/** Whom and when a record is with, as read: "Dr. Kavita Rai" or the lab's name, and the day. */
function useRecordWords() {
  const { t } = useTranslation();
  const format = useFormat();
  const names = useReferenceNames();
  return (record: { record_type: CorrectionRecord['record_type']; record_with: string; record_date: string }) => ({
    record_type: record.record_type,
    with:
      record.record_type === 'booking'
        ? t('common.doctorName', { name: record.record_with })
        : names.institution(record.record_with),
    date: format.date(record.record_date),
  });
}

function RequestForm({ patientId, records }: { patientId: number; records: CorrectionRecord[] }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const words = useRecordWords();
  const empty = { field: '', proposed_value: '', note: '' };
  const {
    form,
    onSubmit,
    errorOf: err,
    notice,
    submitting,
  } = useCallForm(useRequestCorrection(), {
    resolver: correctionResolver,
    defaultValues: { record: linkedChoice(params, records), ...empty },
    request: (values) => {
      const record = records.find((r) => choiceOf(r) === values.record);
      if (!record) return null;
      const { field, proposed_value, note } = values;
      return {
        patient_id: patientId,
        field,
        proposed_value,
        note,
        ...(record.record_type === 'booking' ? { booking_id: record.record_id } : { lab_booking_id: record.record_id }),
      };
    },
    successToast: (said) => said(t('messages.correctionRequested')),
    onSuccess: (_answer, { values, form: sent }) => sent.reset({ record: values.record, ...empty }),
  });
  const { register, watch } = form;
  const chosen = watch('record');
  const field = watch('field');
  const record = records.find((r) => choiceOf(r) === chosen);
  const valueNow =
    record && typeof field === 'string' && isOneOf(CORRECTION_FIELDS, field) ? record.values[field] : undefined;
  const optionText = (r: CorrectionRecord) => {
    const said = words(r);
    return t('corrections.recordOption', { date: said.date, with: said.with, name: r.values.name });
  };
  const bookings = records.filter((r) => r.record_type === 'booking');
  const labBookings = records.filter((r) => r.record_type === 'lab-booking');
  return (
    <form className="card form" noValidate onSubmit={onSubmit} aria-busy={submitting} aria-labelledby="cr-form-title">
      <h2 id="cr-form-title" className="card-title">
        {t('corrections.formTitle')}
      </h2>
      <SelectField label={t('corrections.recordLabel')} error={err('record')} {...register('record')}>
        <option value="">{t('corrections.choose')}</option>
        <option value={PROFILE}>{t('corrections.profileOption')}</option>
        {bookings.length > 0 && (
          <optgroup label={t('corrections.bookingsGroup')}>
            {bookings.map((r) => (
              <option key={choiceOf(r)} value={choiceOf(r)}>
                {optionText(r)}
              </option>
            ))}
          </optgroup>
        )}
        {labBookings.length > 0 && (
          <optgroup label={t('corrections.labBookingsGroup')}>
            {labBookings.map((r) => (
              <option key={choiceOf(r)} value={choiceOf(r)}>
                {optionText(r)}
              </option>
            ))}
          </optgroup>
        )}
      </SelectField>
      {records.length === 0 && <p className="field-hint">{t('corrections.noRecords')}</p>}
      {chosen === PROFILE ? (
        <p className="cr-note" role="note">
          {t('corrections.profileNote')} <Link to="/patient-edit-profile">{t('corrections.editProfile')}</Link>
        </p>
      ) : (
        <>
          <SelectField label={t('corrections.fieldLabel')} error={err('field')} {...register('field')}>
            <option value="">{t('corrections.choose')}</option>
            {CORRECTION_FIELDS.map((f) => (
              <option key={f} value={f}>
                {fieldText(t, f)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('corrections.proposedLabel')}
            hint={valueNow === undefined ? undefined : t('corrections.nowValue', { value: valueNow })}
            inputMode={field === 'age' || field === 'phone_number' ? 'numeric' : undefined}
            autoComplete="off"
            error={err('proposed_value')}
            {...register('proposed_value')}
          />
          <TextField label={t('corrections.noteLabel')} autoComplete="off" error={err('note')} {...register('note')} />
          <NoticeLine notice={notice} />
          <SubmitButton label={t('corrections.submit')} submitting={submitting} />
        </>
      )}
    </form>
  );
}

function RequestCard({ request }: { request: MyCorrectionRequest }) {
  const { t } = useTranslation();
  const format = useFormat();
  const words = useRecordWords();
  const rows: InfoItem[] = [
    [oldValueLabel(t, request.status), request.old_value],
    [t('corrections.askedFor'), request.proposed_value],
    ...(request.note ? [[t('corrections.yourNote'), request.note] as const] : []),
    [t('corrections.askedAt'), format.dateTime(request.requested_at)],
    ...(request.decided_at ? [[t('corrections.answeredAt'), format.dateTime(request.decided_at)] as const] : []),
    ...(request.reason ? [[t('corrections.reason'), request.reason] as const] : []),
  ];
  return (
    <li className="card cr-card" data-request-id={request.id}>
      <div className="card-head cr-card-head">
        <h3 className="card-title">{fieldText(t, request.field)}</h3>
        <StatusChip tone={STATUS_TONE[request.status]} testId="correction-status">
          {t(`corrections.statuses.${request.status}`)}
        </StatusChip>
      </div>
      <p className="cr-record">{recordText(t, words(request))}</p>
      <InfoList rows={rows} />
    </li>
  );
}

export function MyCorrectionsPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const patientId = user?.id ?? 0;
  const records = useQuery({ ...correctionRecordsQuery(patientId), enabled: !!user });
  const requests = useQuery({ ...myCorrectionRequestsQuery(patientId), enabled: !!user });
  if (!user || records.isPending) return <Loader />;
  if (records.isError) return <RetryNotice error={records.error} onRetry={() => void records.refetch()} />;
  return (
    <div className="page-column">
      <p className="card-lead">{t('corrections.intro')}</p>
      {/* A fresher list of records (the saved copy first, then the server's) offers them anew. */}
      <RequestForm key={records.dataUpdatedAt} patientId={patientId} records={records.data} />
      <section className="cr-requests" aria-labelledby="cr-list-title">
        <h2 id="cr-list-title" className="section-title">
          {t('corrections.listTitle')}
        </h2>
        {requests.isPending ? (
          <Loader />
        ) : requests.isError ? (
          <RetryNotice error={requests.error} onRetry={() => void requests.refetch()} />
        ) : requests.data.length === 0 ? (
          <EmptyState title={t('corrections.emptyTitle')} body={t('corrections.emptyBody')} />
        ) : (
          <ul className="plain-list cr-list">
            {requests.data.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

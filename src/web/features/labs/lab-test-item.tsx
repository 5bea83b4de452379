// One test of a lab booking on /lab-today-booking: its name and status radios (each pick sent at once),
// the report upload (PDF or image) for a Completed test without a report, which therefore appears as soon
// as a change to Completed succeeds and goes away after a successful upload, and the report's download.
import { Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { LAB_TEST_STATUSES } from '../../../shared/constants';
import type { LabBookingView } from '../../../shared/contract/labs';
import { MESSAGES } from '../../../shared/messages';
import { useReferenceNames } from '../../api/reference-names';
import { errorText, translateMessage } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { checkChosenFile } from '../../ui/file-check';
import { FormNotice } from '../../ui/form-field';
import { useAddTestReport, useUpdateLabTestStatus } from './labs-queries';
import { labTone, testStatusKey } from './lab-text';
import { StatusRadios, useStatusPick } from './status-radios';
import { StatusChip } from '../../ui/status-chip';

type LabTest = LabBookingView['lab_test'][number];

export function ReportLink({ url, testName }: { url: string; testName: string }) {
  const { t } = useTranslation();
  return (
    <a href={url} className="button button-link button-small" download target="_blank" rel="noopener noreferrer">
      <Download size={18} aria-hidden="true" />
      {t('labs.downloadReport')}
      <span className="visually-hidden"> {testName}</span>
    </a>
  );
}

function ReportUpload({
  test,
  shownName,
  onDone,
}: {
  test: LabTest;
  shownName: string;
  onDone: (booking: LabBookingView) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useAddTestReport();
  return (
    <form
      className="lb-upload"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // A refused file keeps its own message: the user did choose one.
        if (!file) return setProblem((shown) => shown ?? MESSAGES.required);
        // The file rides beside the contract's fields (its `files` entry); the client sends multipart.
        const request = { test_id: test.id, test_report: file };
        upload.mutate({ request }, { onSuccess: ({ result }) => onDone(result) });
      }}
    >
      <label htmlFor={id} className="field-label">
        {t('labs.reportFile', { name: shownName })}
      </label>
      <input
        id={id}
        type="file"
        accept="application/pdf,image/*"
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          const input = event.target;
          const chosen = input.files?.[0] ?? null;
          setFile(null);
          setProblem(null);
          if (!chosen) return;
          void checkChosenFile(chosen, 'image-or-pdf').then((check) => {
            if (check) input.value = '';
            setFile(check ? null : chosen);
            setProblem(check);
          });
        }}
      />
      {problem && (
        <p className="field-error" role="alert">
          {translateMessage(t, problem)}
        </p>
      )}
      {upload.isError && <FormNotice tone="error">{errorText(t, upload.error)}</FormNotice>}
      <button type="submit" className="button button-secondary button-small" disabled={upload.isPending}>
        <Upload size={18} aria-hidden="true" />
        {upload.isPending ? t('common.pleaseWait') : t('labs.uploadReport')}
      </button>
    </form>
  );
}

export function LabTestItem({ test, onChanged }: { test: LabTest; onChanged: (booking: LabBookingView) => void }) {
  const { t } = useTranslation();
  const [uploaded, setUploaded] = useState(false);
  const update = useUpdateLabTestStatus();
  const status = useStatusPick(test.status, (picked) =>
    update.mutateAsync(
      { request: { test_id: test.id, status: picked } },
      { onSuccess: ({ result }) => onChanged(result) },
    ),
  );
  const shownName = useReferenceNames().test(test.test_code, test.name);
  return (
    <li className="lb-test" data-test-id={test.id}>
      <div className="card-head">
        <p className="lb-test-name">{shownName}</p>
        <StatusChip tone={labTone(test.status)}>{t(testStatusKey(test.status))}</StatusChip>
      </div>
      <StatusRadios
        legend={t('labs.testStatusLabel')}
        name={`lab-test-status-${test.id}`}
        options={LAB_TEST_STATUSES}
        value={status.shown}
        labelOf={(option) => t(testStatusKey(option))}
        busy={update.isPending}
        onPick={status.pick}
      />
      {update.isError && <FormNotice tone="error">{errorText(t, update.error)}</FormNotice>}
      {test.status === 'Completed' && !test.report && (
        <ReportUpload
          test={test}
          shownName={shownName}
          onDone={(booking) => {
            setUploaded(true);
            onChanged(booking);
          }}
        />
      )}
      {uploaded && test.report && <FormNotice tone="success">{t('labs.reportUploaded')}</FormNotice>}
      {test.report && (
        <div className="lb-links">
          <ReportLink url={test.report} testName={shownName} />
        </div>
      )}
    </li>
  );
}

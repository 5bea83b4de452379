// The doctor's choice of tests for a lab booking: the lab's catalogue (get-medical-test-list) as
// checkboxes with a filter, and Book once at least one is ticked. The codes chosen go to the server, which
// checks them against the same catalogue.
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { MESSAGES } from '../../../shared/messages';
import { useReferenceNames } from '../../api/reference-names';
import { translateMessage } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { CheckboxField, TextField } from '../../ui/form-field';
import { Loader } from '../../ui/loader';
import { Modal } from '../../ui/modal';
import { medicalTestListQuery } from '../reference/shared/reference-queries';

interface LabTestChoiceProps {
  open: boolean;
  patientName: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (codes: string[]) => void;
}

export function LabTestChoice({ open, patientName, busy, onClose, onConfirm }: LabTestChoiceProps) {
  const { t } = useTranslation();
  const listId = useId();
  const catalogue = useQuery({ ...medicalTestListQuery, enabled: open });
  const [chosen, setChosen] = useState<string[]>([]);
  const [filter, setFilter] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const names = useReferenceNames();
  const query = useDeferredValue(filter.trim().toLowerCase());
  // Each test in the reader's language; the filter finds it by that name, its English name or its code.
  const tests = Object.entries(catalogue.data ?? {})
    .map(([code, name]) => [code, name, names.test(code, name)] as const)
    .filter(([code, name, shown]) => !query || [code, name, shown].some((text) => text.toLowerCase().includes(query)));
  const toggle = (code: string, on: boolean) => {
    setProblem(null);
    setChosen((current) => (on ? [...current, code] : current.filter((c) => c !== code)));
  };
  const close = () => {
    setChosen([]);
    setFilter('');
    setProblem(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('labs.chooseTestsFor', { name: patientName })}
      onClose={close}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={close} disabled={busy}>
            {t('queue.close')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => (chosen.length ? onConfirm(chosen) : setProblem(MESSAGES.chooseTests))}
          >
            {busy ? t('common.pleaseWait') : t('labs.bookChosenTests', { count: chosen.length })}
          </button>
        </>
      }
    >
      <TextField
        label={t('labs.filterTests')}
        type="search"
        value={filter}
        autoComplete="off"
        onChange={(event) => setFilter(event.target.value)}
      />
      {catalogue.isPending ? (
        <Loader />
      ) : (
        <fieldset className="lb-test-choice" aria-describedby={problem ? `${listId}-error` : undefined}>
          <legend className="field-label">{t('labs.testsOffered')}</legend>
          {tests.length === 0 && <p className="field-hint">{t('labs.noTestMatches')}</p>}
          {tests.map(([code, , shown]) => (
            <CheckboxField
              key={code}
              label={shown}
              checked={chosen.includes(code)}
              onChange={(event) => toggle(code, event.target.checked)}
            />
          ))}
        </fieldset>
      )}
      {problem && (
        <p id={`${listId}-error`} className="field-error" role="alert">
          {translateMessage(t, problem)}
        </p>
      )}
    </Modal>
  );
}

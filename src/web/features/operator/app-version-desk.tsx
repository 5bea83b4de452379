// The call centre's App section (/operator?desk=app): the version and process every app reads when it
// opens, and a form to set them (set-app-version). It changes every user's app, so it asks first: a new
// version makes each app update the next time it opens; maintenance shows every other screen the
// maintenance view until the app is set live again (the desk and its sign-in stay open: app-shell.tsx).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RequestOf, ResultOf } from '../../../shared/contract/catalogue';
import { useCallForm } from '../../api/use-call-form';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { toast } from '../../lib/toasts';
import { ChoiceGroup } from '../../ui/choice-group';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { RetryNotice } from '../../ui/error-notice';
import { NoticeLine, TextField } from '../../ui/form-field';
import { InfoList } from '../../ui/info-list';
import { Loader } from '../../ui/loader';
import { useSetAppVersion, versionQuery } from './operator-queries';
import { versionResolver } from './operator-schemas';
import { StatusChip } from '../../ui/status-chip';
import './operator.css';

type AppVersion = ResultOf<'version'>;
type AppProcess = AppVersion['app_process'];
const PROCESSES = ['live', 'maintenance'] as const satisfies readonly AppProcess[];

const processText = (t: TFunction, process: string) =>
  process === 'live' ? t('operator.app.live') : t('operator.app.maintenance');

function AppVersionForm({ current }: { current: AppVersion }) {
  const { t } = useTranslation();
  // The checked change being asked about, or null.
  const [confirming, setConfirming] = useState<RequestOf<'set-app-version'> | null>(null);
  const { form, onSubmit, errorOf, notice, submitting } = useCallForm(useSetAppVersion(), {
    resolver: versionResolver,
    defaultValues: {
      version: current.version,
      app_process: current.app_process === 'maintenance' ? 'maintenance' : 'live',
    },
    request: (values) => values,
    onSuccess: ({ result }, { say }) => {
      setConfirming(null);
      const done = t('operator.app.saved', { version: result.version, process: processText(t, result.app_process) });
      toast.success(done);
      say(done);
    },
    onFailure: () => {
      // The notice under the form says why; the dialog would hide it.
      setConfirming(null);
      return false;
    },
  });
  const chosen = form.watch('app_process');
  // The form's own checks first; only a valid change is asked about.
  const ask = form.handleSubmit((values) => setConfirming(values));
  return (
    <form
      className="form desk-form app-version-form"
      noValidate
      aria-busy={submitting}
      aria-labelledby="av-form-title"
      onSubmit={(event) => void ask(event)}
    >
      <h3 id="av-form-title" className="desk-form-title">
        {t('operator.app.formTitle')}
      </h3>
      <TextField
        label={t('operator.app.newVersion')}
        autoComplete="off"
        error={errorOf('version')}
        {...form.register('version')}
      />
      <ChoiceGroup
        legend={t('operator.app.process')}
        name="av-process"
        value={chosen}
        onChange={(process) => form.setValue('app_process', process, { shouldDirty: true })}
        options={PROCESSES.map((process) => ({ value: process, label: processText(t, process) }))}
      />
      {chosen === 'maintenance' && (
        <p className="form-notice form-notice-error">{t('operator.app.maintenanceWarning')}</p>
      )}
      <button type="submit" className="button button-primary button-block" disabled={submitting}>
        {t('operator.app.save')}
      </button>
      <NoticeLine notice={notice} />
      <ConfirmDialog
        open={confirming !== null}
        title={t('operator.app.confirmTitle')}
        keepLabel={t('operator.app.keep')}
        confirmLabel={t('operator.app.confirm')}
        busy={submitting}
        busyLabel={t('common.pleaseWait')}
        onConfirm={() => void onSubmit()}
        onClose={() => setConfirming(null)}
      >
        {confirming && (
          <>
            <p>
              {t('operator.app.confirmBody', {
                version: confirming.version,
                process: processText(t, confirming.app_process),
              })}
            </p>
            <p>
              {confirming.app_process === 'maintenance'
                ? t('operator.app.maintenanceWarning')
                : t('operator.app.liveNote')}
            </p>
          </>
        )}
      </ConfirmDialog>
    </form>
  );
}

export function AppVersionDesk() {
  const { t } = useTranslation();
  // Asked each time the section is shown: another operator may have changed it.
  const current = useQuery({ ...versionQuery, refetchOnMount: 'always' });
  return (
    <section className="desk-section" aria-labelledby="av-title">
      <h2 id="av-title" className="section-title">
        {t('operator.app.title')}
      </h2>
      {current.isPending ? (
        <Loader />
      ) : !current.data ? (
        <RetryNotice error={current.error} onRetry={() => void current.refetch()} />
      ) : (
        <div className="card app-version-card">
          <InfoList
            rows={[
              [t('operator.app.currentVersion'), current.data.version, true],
              [
                t('operator.app.process'),
                <StatusChip
                  key="process"
                  tone={current.data.app_process === 'live' ? 'success' : 'danger'}
                  testId="app-process"
                >
                  {processText(t, current.data.app_process)}
                </StatusChip>,
              ],
            ]}
          />
          <AppVersionForm current={current.data} />
        </div>
      )}
    </section>
  );
}

// /token-status?t=CODE: the page a token slip's QR code opens, for anyone holding the slip (no sign-in):
// the token, its state, the token in now, how many are before it, about how long and when to come, the
// doctor's running-late notice; the doctor, clinic, date and slot; and the text size (a slip's holder may
// never have seen the app's sign-in screens, where it is chosen otherwise). It refreshes by itself
// (waiting-room-queries.ts says why it polls); a code that is unknown, mistyped or past its day is the
// server's 404, explained.
import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-error';
import { useTranslation } from '../../lib/i18n';
import { errorText } from '../../lib/server-text';
import { ErrorNotice } from '../../ui/error-notice';
import { LanguageSwitch } from '../../ui/language-switch';
import { Loader } from '../../ui/loader';
import { TextSizeChoice } from '../../ui/text-size-choice';
import { TopBar } from '../../ui/top-bar';
import { TokenStatusCard } from './token-status-card';
import { tokenStatusQuery } from './waiting-room-queries';
import './waiting-room.css';

export function TokenStatusPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const code = search.get('t')?.trim() ?? '';
  const status = useQuery({ ...tokenStatusQuery(code), enabled: code !== '' });

  let body;
  if (code === '') body = <ErrorNotice message={t('waitingRoom.status.missingCode')} />;
  else if (status.data) body = <TokenStatusCard status={status.data} updatedAt={status.dataUpdatedAt} />;
  else if (status.isError) {
    const unknownCode = status.error instanceof ApiError && status.error.status === 404;
    body = (
      <ErrorNotice
        message={errorText(t, status.error)}
        action={
          unknownCode ? (
            <p className="state-text">{t('waitingRoom.status.unknownCode')}</p>
          ) : (
            <button type="button" className="button button-secondary" onClick={() => void status.refetch()}>
              <RotateCw size={18} aria-hidden="true" />
              {t('common.retry')}
            </button>
          )
        }
      />
    );
  } else body = <Loader />;

  return (
    <>
      <TopBar title={t('titles.token-status')} start={{ kind: 'none' }} end={<LanguageSwitch />} />
      <main className="page" id="main">
        <div className="page-column">
          {body}
          <TextSizeChoice />
        </div>
      </main>
    </>
  );
}

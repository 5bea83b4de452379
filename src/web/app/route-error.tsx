// What shows instead of the app when a route cannot be shown: a chunk that failed to load says which and
// why, with a retry; any other error shows the stop picture with a way home.
import { RotateCw } from 'lucide-react';
import { useTranslation } from '../lib/i18n';
import { StopPicture } from '../ui/pictures';
import { ChunkLoadError, describeFailure } from '../lib/chunk-error';
import { wireText } from '../lib/wire-text';
import { AREAS } from './route-table';

export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = error instanceof ChunkLoadError ? error : null;
  // The area as people call it ("patient screens"), and the screen's path when only that screen failed.
  const chunkName = chunk
    ? `${wireText(t, chunk.area, AREAS, (area) => `areas.${area}`)}${chunk.page ? ` (${chunk.page})` : ''}`
    : '';
  return (
    <main className="page full-page-center" id="main">
      <section className="card state-block" role="alert">
        <StopPicture size={96} />
        <h1 className="state-title">{chunk ? t('shell.chunkErrorTitle') : t('shell.errorTitle')}</h1>
        <p className="state-text">
          {chunk ? t('shell.chunkErrorBody', { chunk: chunkName, reason: chunk.reason }) : describeFailure(error)}
        </p>
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
            <RotateCw size={18} aria-hidden="true" />
            {t('common.retry')}
          </button>
          <a href="/home" className="button button-secondary">
            {t('shell.goHome')}
          </a>
        </div>
      </section>
    </main>
  );
}

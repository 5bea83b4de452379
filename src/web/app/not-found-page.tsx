import { useTranslation } from '../lib/i18n';
import { Link } from 'react-router';
import { NotFoundPicture } from '../ui/pictures';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="page full-page-center" id="main">
      <section className="card state-block">
        <NotFoundPicture size={96} />
        <h1 className="state-title">{t('shell.notFoundTitle')}</h1>
        <p className="state-text">{t('shell.notFoundBody')}</p>
        <Link to="/home" className="button button-primary">
          {t('shell.goHome')}
        </Link>
      </section>
    </main>
  );
}

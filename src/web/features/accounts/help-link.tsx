// "Cannot sign in? Contact us": the way to the help desk from the signed-out pages.
import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';

export function HelpLink() {
  const { t } = useTranslation();
  return (
    <p className="help-link">
      <LifeBuoy size={18} aria-hidden="true" />
      <span>{t('auth.needHelp')}</span> <Link to="/contact-us">{t('titles.contact-us')}</Link>
    </p>
  );
}

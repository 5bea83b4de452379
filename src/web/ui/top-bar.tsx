// The header of every screen: back arrow, menu or home icon on the left, the title, actions on the right.
import { ArrowLeft, House, Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { Link, useNavigate } from 'react-router';

export type TopBarStart =
  | { kind: 'back'; to?: string }
  | { kind: 'menu'; onOpen: () => void }
  | { kind: 'home'; to: string }
  | { kind: 'none' };

interface TopBarProps {
  title: ReactNode;
  subtitle?: ReactNode;
  start: TopBarStart;
  end?: ReactNode;
}

export function TopBar({ title, subtitle, start, end }: TopBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <header className="top-bar">
      <div className="top-bar-inner">
        {start.kind === 'back' &&
          (start.to ? (
            <Link to={start.to} className="icon-button" aria-label={t('common.back')}>
              <ArrowLeft size={24} aria-hidden="true" />
            </Link>
          ) : (
            <button
              type="button"
              className="icon-button"
              aria-label={t('common.back')}
              onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/home'))}
            >
              <ArrowLeft size={24} aria-hidden="true" />
            </button>
          ))}
        {start.kind === 'menu' && (
          <button type="button" className="icon-button" aria-label={t('common.openMenu')} onClick={start.onOpen}>
            <Menu size={24} aria-hidden="true" />
          </button>
        )}
        {start.kind === 'home' && (
          <Link to={start.to} className="icon-button" aria-label={t('nav.home')}>
            <House size={24} aria-hidden="true" />
          </Link>
        )}
        <div className="top-bar-title">
          <h1>{title}</h1>
          {subtitle && <p className="top-bar-subtitle">{subtitle}</p>}
        </div>
        {end && <div className="top-bar-end">{end}</div>}
      </div>
    </header>
  );
}

// The doctor side menu's FAQ: the 'faq' static page in a dialog (the route table has no FAQ route).
import { useTranslation } from '../../lib/i18n';
import { Modal } from '../../ui/modal';
import { StaticContent } from './static-content';

export function FaqDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('nav.faq')}
      onClose={onClose}
      actions={
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      {open && <StaticContent page="faq" />}
    </Modal>
  );
}

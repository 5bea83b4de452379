// The notices given to the patient (a breach of their data), on their landing screen until they close
// each one: the notice in the screen's language (both are kept), with its date. Nothing shows while there
// is none, or while they cannot be fetched: the landing screen stays as it was.
import { useQuery } from '@tanstack/react-query';
import { ShieldAlert, X } from 'lucide-react';
import type { PatientNotice } from '../../../shared/contract/privacy';
import { useSignedInUser } from '../../api/query-client';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { errorText } from '../../lib/server-text';
import { toast } from '../../lib/toasts';
import { myNoticesQuery, useDismissNotice } from './privacy-queries';
import './grievances.css';

function Notice({ patientId, notice }: { patientId: number; notice: PatientNotice }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const dismiss = useDismissNotice();
  const titleId = `notice-${notice.id}`;
  const text = i18n.language === 'hi' ? notice.message_hi : notice.message_en;
  return (
    <section className="notice-banner" aria-labelledby={titleId} data-testid="notice-banner">
      <ShieldAlert size={26} aria-hidden="true" className="notice-banner-icon" />
      <div className="notice-banner-body">
        <h2 id={titleId} className="notice-banner-title">
          {t('grievances.notice.label')}
        </h2>
        <p className="notice-banner-text">{text}</p>
        <p className="notice-banner-date">
          {t('grievances.notice.from', { date: format.date(new Date(notice.created_at)) })}
        </p>
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={dismiss.isPending}
          onClick={() =>
            dismiss.mutate(
              { request: { patient_id: patientId, id: notice.id } },
              { onError: (error) => toast.error(errorText(t, error)) },
            )
          }
        >
          <X size={18} aria-hidden="true" />{' '}
          {dismiss.isPending ? t('common.pleaseWait') : t('grievances.notice.dismiss')}
        </button>
      </div>
    </section>
  );
}

export function NoticesBanner() {
  const user = useSignedInUser();
  const notices = useQuery({ ...myNoticesQuery(user?.id ?? 0), enabled: !!user, refetchOnMount: 'always' });
  const open = (notices.data ?? []).filter((notice) => notice.dismissed_at === null);
  if (!user || !open.length) return null;
  return (
    <div className="notice-banners">
      {open.map((notice) => (
        <Notice key={notice.id} patientId={user.id} notice={notice} />
      ))}
    </div>
  );
}

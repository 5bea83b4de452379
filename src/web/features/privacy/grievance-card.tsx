// One grievance as a card: its number and status, what it is about, when it was sent, the patient's words
// and, once answered, the reply with its time. The patient's list shows it; the desk adds whose it is (a
// tap-to-call phone, where the account still has one) and its reply form.
import type { ReactNode } from 'react';
import type { Grievance } from '../../../shared/contract/privacy';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { InfoList, type InfoItem } from '../../ui/info-list';
import { PhoneLink } from '../../ui/phone-link';
import { StatusChip } from '../../ui/status-chip';

export function GrievanceCard({
  grievance,
  patient,
  children,
}: {
  grievance: Grievance;
  patient?: { name: string; phone: string };
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows: InfoItem[] = [
    ...(patient ? ([[t('grievances.desk.patient'), patient.name]] as const) : []),
    ...(patient?.phone
      ? ([[t('grievances.desk.phone'), <PhoneLink key="phone" phone={patient.phone} />, true]] as const)
      : []),
    [t('grievances.about'), t(`grievances.form.subjects.${grievance.subject}`)],
    [t('grievances.sent'), format.dateTime(grievance.created_at)],
  ];
  return (
    <li className="card grievance-card" data-grievance={grievance.acknowledgement}>
      <div className="card-head">
        <h3 className="card-title grievance-number" dir="ltr">
          {grievance.acknowledgement}
        </h3>
        <StatusChip tone={grievance.status === 'Open' ? 'progress' : 'success'} testId="grievance-status">
          {t(`grievances.statuses.${grievance.status}`)}
        </StatusChip>
      </div>
      <InfoList rows={rows} />
      <p className="grievance-text">{grievance.message}</p>
      {grievance.status === 'Resolved' && (
        <div className="grievance-reply" data-testid="grievance-reply">
          <p className="grievance-reply-head">
            {t('grievances.reply')}
            {grievance.resolved_at && (
              <span className="grievance-reply-time"> · {format.dateTime(grievance.resolved_at)}</span>
            )}
          </p>
          <p className="grievance-text">{grievance.reply}</p>
        </div>
      )}
      {children}
    </li>
  );
}

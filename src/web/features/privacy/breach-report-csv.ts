// A breach notice's report as a CSV file the desk downloads: one row per patient told, with how their SMS
// went and when their app showed the notice and they closed it. The headings and states are in the
// desk's language and the times India time, as the desk reads them; a spreadsheet opens it as UTF-8 (the
// byte order mark) and never runs a cell as a formula.
import type { BreachRecipient } from '../../../shared/contract/privacy';
import type { TFunction } from '../../lib/i18n';

/** One cell: quoted, its quotes doubled, a leading = + - @ made plain text (a spreadsheet would run it). */
function cell(value: string | number): string {
  const text = String(value);
  const plain = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${plain.replaceAll('"', '""')}"`;
}

export function breachReportCsv(
  recipients: readonly BreachRecipient[],
  t: TFunction,
  dateTime: (at: string) => string,
): string {
  const when = (at: string | null) => (at ? dateTime(at) : '');
  const header = (['patientId', 'name', 'phone', 'textState', 'textSentAt', 'seenAt', 'dismissedAt'] as const).map(
    (key) => t(`grievances.breach.csv.${key}`),
  );
  const rows = recipients.map((r) => [
    r.patient_id,
    r.name,
    r.phone_number,
    t(`grievances.breach.textStates.${r.text_state}`),
    when(r.text_sent_at),
    when(r.seen_at),
    when(r.dismissed_at),
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

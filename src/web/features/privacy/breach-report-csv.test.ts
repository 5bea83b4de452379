// The breach report's CSV: a row per patient told, every cell quoted (a name with a comma or a quote stays
// one cell), nothing a spreadsheet would run as a formula, the states in words; and the desk's typed ids.
import { describe, expect, it } from 'vitest';
import type { BreachRecipient } from '../../../shared/contract/privacy';
import type { TFunction } from '../../lib/i18n';
import { breachReportCsv } from './breach-report-csv';
import { patientIdsOf } from './privacy-schemas';

const t = ((key: string) => key.split('.').at(-1)) as TFunction;
const at = (iso: string) => `at ${iso.slice(11, 16)}`;

const recipient = (extra: Partial<BreachRecipient>): BreachRecipient => ({
  patient_id: 7,
  name: 'Sita Devi',
  phone_number: '******3210',
  text_state: 'sent',
  text_sent_at: '2026-11-23T04:30:00.000Z',
  seen_at: null,
  dismissed_at: null,
  ...extra,
});

describe('breachReportCsv', () => {
  it('writes a header and a quoted row per patient, with a byte order mark and CRLF lines', () => {
    const csv = breachReportCsv(
      [
        recipient({}),
        recipient({
          patient_id: 8,
          name: 'Rai, "Munna"',
          phone_number: '9876543210',
          text_state: 'failed',
          text_sent_at: null,
          seen_at: '2026-11-23T05:00:00.000Z',
        }),
      ],
      t,
      at,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '"patientId","name","phone","textState","textSentAt","seenAt","dismissedAt"',
      '"7","Sita Devi","******3210","sent","at 04:30","",""',
      '"8","Rai, ""Munna""","9876543210","failed","","at 05:00",""',
      '',
    ]);
  });

  it('never lets a cell start a formula', () => {
    const csv = breachReportCsv(
      [recipient({ name: '=HYPERLINK("x")' }), recipient({ name: '-Ram' }), recipient({ name: '@Sum' })],
      t,
      at,
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(`"'-Ram"`);
    expect(csv).toContain(`"'@Sum"`);
  });
});

describe('patientIdsOf', () => {
  it('reads ids between commas and spaces, and nothing else', () => {
    expect(patientIdsOf('12, 15 40,,7')).toEqual([12, 15, 40, 7]);
    expect(patientIdsOf(' 12 ')).toEqual([12]);
    expect(patientIdsOf('')).toBeNull();
    expect(patientIdsOf('12, Sita')).toBeNull();
    expect(patientIdsOf('12.5')).toBeNull();
  });
});

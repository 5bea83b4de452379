// The audit log's entries written together (the tokens one Call next passes): any number of them, beyond what
// one statement's parameters can carry (SQLite takes 32,766; an entry has 7), and kept exactly when the
// caller's transaction is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { AuditEntry } from './audit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** `count` entries of an action of this test's own, record ids 1 to count. */
const entries = (action: string, count: number): AuditEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    user: null,
    action,
    recordType: 'booking',
    recordId: i + 1,
    outcome: 'ok',
  }));

const recordIdsOf = async (action: string) =>
  (
    await t.platform.db
      .selectFrom('audit_log')
      .select('record_id')
      .where('action', '=', action)
      .orderBy('record_id')
      .execute()
  ).map((row) => row.record_id);

describe('recordAll', () => {
  it('writes 5,000 entries in a transaction, each once', async () => {
    await t.platform.db.transaction().execute((trx) => t.platform.audit.recordAll(entries('bench-passed', 5000), trx));
    expect(await recordIdsOf('bench-passed')).toEqual(Array.from({ length: 5000 }, (_, i) => i + 1));
  });

  it('keeps none of them when the transaction fails after them', async () => {
    const failing = t.platform.db.transaction().execute(async (trx) => {
      await t.platform.audit.recordAll(entries('rolled-back', 5000), trx);
      throw new Error('the change after the entries failed');
    });
    await expect(failing).rejects.toThrow('the change after the entries failed');
    expect(await recordIdsOf('rolled-back')).toEqual([]);
  });
});

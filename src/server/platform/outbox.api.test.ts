// The outbox never loses a message: a gateway's refusals are tried again later and the message goes once;
// a message left queued when a server stops (or dies holding it) goes after the restart, once; two
// instances never send one message twice; a number gets at most SMS_PER_PHONE_PER_DAY a day, the rest
// kept as dropped. The gateway is a small HTTP server of this test's that can refuse on purpose.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { startTestApp, type TestApp } from '../testing/test-app';
import { FIRST_RETRY_WAIT_MS } from './outbox';

const START = new Date('2026-11-23T04:30:00Z').getTime();
let clock = START;
const now = () => new Date(clock);

/** The test's gateway: what it was asked (the number and text), and the answers it gives next. */
const asked: { to: string; message: string; status: number }[] = [];
let answers: number[] = [];
let gateway: http.Server;
let gatewayUrl = '';

beforeAll(async () => {
  gateway = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://gateway.local');
    const status = answers.shift() ?? 200;
    asked.push({ to: url.searchParams.get('to') ?? '', message: url.searchParams.get('message') ?? '', status });
    response.statusCode = status;
    response.end(status === 200 ? 'OK queued' : 'gateway busy');
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send?to={to}&message={message}`;
});
afterAll(() => gateway?.close());
beforeEach(() => {
  asked.length = 0;
  answers = [];
});

const rowsTo = (t: Pick<TestApp, 'platform'>, phone: string) =>
  t.platform.db.selectFrom('outbox').selectAll().where('to_address', '=', phone).orderBy('id').execute();
const deliveredTo = (phone: string) => asked.filter((a) => a.to === `91${phone}` && a.status === 200);

describe('the outbox and a failing gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ now, env: { SMS_URL: gatewayUrl, SMS_PER_PHONE_PER_DAY: '3' } });
  });
  afterAll(async () => t?.close());

  it('tries again after a wait that doubles, and delivers a message the gateway refused twice exactly once', async () => {
    const phone = '9400000001';
    answers = [500, 500, 200];
    await t.platform.textMessages.send({ to: phone, by: 'sms', body: 'Parchee: token 7 confirmed' });
    await t.platform.outbox.sendDue();
    expect(await rowsTo(t, phone)).toMatchObject([
      { state: 'queued', attempts: 1, last_answer: '500 gateway busy', sent_at: null },
    ]);
    // Not due again before its wait is over.
    clock += FIRST_RETRY_WAIT_MS - 1000;
    await t.platform.outbox.sendDue();
    expect(asked).toHaveLength(1);
    clock += 1000;
    await t.platform.outbox.sendDue();
    expect(await rowsTo(t, phone)).toMatchObject([{ state: 'queued', attempts: 2 }]);
    clock += 2 * FIRST_RETRY_WAIT_MS;
    await t.platform.outbox.sendDue();
    const [row] = await rowsTo(t, phone);
    expect(row).toMatchObject({ state: 'sent', attempts: 3, last_answer: '200 OK queued', next_attempt_at: null });
    expect(row?.sent_at).toBe(now().toISOString());
    // Never again, however long the server runs.
    clock += 2 * 24 * 3600_000;
    await t.platform.outbox.sendDue();
    expect(asked.map((a) => a.status)).toEqual([500, 500, 200]);
    expect(deliveredTo(phone)).toEqual([{ to: `91${phone}`, message: 'Parchee: token 7 confirmed', status: 200 }]);
  });

  it('gives a message up as failed 24 hours after it was written', async () => {
    const phone = '9400000002';
    answers = Array.from({ length: 100 }, () => 503);
    await t.platform.textMessages.send({ to: phone, by: 'sms', body: 'Parchee: the doctor is running late' });
    const written = clock;
    for (let guard = 0; guard < 100; guard += 1) {
      await t.platform.outbox.sendDue();
      const [row] = await rowsTo(t, phone);
      if (row?.state !== 'queued') break;
      clock = new Date(row.next_attempt_at!).getTime();
    }
    const [row] = await rowsTo(t, phone);
    expect(row).toMatchObject({ state: 'failed', next_attempt_at: null, last_answer: '503 gateway busy' });
    // Tried through the day, the last attempt within it.
    expect(row!.attempts).toBeGreaterThan(10);
    expect(clock - written).toBeLessThan(24 * 3600_000);
    expect(asked.filter((a) => a.to === `91${phone}`)).toHaveLength(row!.attempts);
  });

  it('sends a number at most SMS_PER_PHONE_PER_DAY in 24 hours, keeping the rest as dropped', async () => {
    const phone = '9400000003';
    const other = '9400000004';
    for (let i = 1; i <= 5; i += 1)
      await t.platform.textMessages.send({ to: phone, by: 'sms', body: `Parchee: message ${i}` });
    await t.platform.textMessages.send({ to: other, by: 'sms', body: 'Parchee: message to another number' });
    await t.platform.outbox.sendDue();
    expect((await rowsTo(t, phone)).map((r) => r.state)).toEqual(['sent', 'sent', 'sent', 'dropped', 'dropped']);
    expect(deliveredTo(phone).map((a) => a.message)).toEqual([
      'Parchee: message 1',
      'Parchee: message 2',
      'Parchee: message 3',
    ]);
    expect(deliveredTo(other)).toHaveLength(1);
    // A day after the first three, the number may hear again.
    clock += 24 * 3600_000 + 1000;
    await t.platform.textMessages.send({ to: phone, by: 'sms', body: 'Parchee: next day' });
    await t.platform.outbox.sendDue();
    expect((await rowsTo(t, phone)).at(-1)?.state).toBe('sent');
  });

  it('keeps a mail queued while no SMTP server is set', async () => {
    await t.platform.mailer.send({ to: 'held@parchee.example', subject: 'Held', body: 'Kept until a server is set' });
    await t.platform.outbox.sendDue();
    expect(await rowsTo(t, 'held@parchee.example')).toMatchObject([{ channel: 'mail', state: 'queued', attempts: 0 }]);
  });
});

describe('the outbox across a restart and two instances', () => {
  let t: TestApp;
  let second: FastifyInstance | undefined;
  beforeAll(async () => {
    t = await startTestApp({ now, env: { SMS_URL: gatewayUrl } });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('sends what a stopped server left queued after the restart, once', async () => {
    const phone = '9400000011';
    answers = [500];
    await t.platform.textMessages.send({ to: phone, by: 'sms', body: 'Parchee: queued before the restart' });
    await t.platform.outbox.sendDue();
    // A second message the stopped server had taken and was sending when it died: its lease holds it.
    const lease = new Date(clock + 5 * 60_000).toISOString();
    await t.platform.db
      .insertInto('outbox')
      .values({
        channel: 'sms',
        to_address: phone,
        subject: 'SMS',
        body: 'Parchee: taken when the server died',
        created_at: now().toISOString(),
        sent_at: null,
        state: 'queued',
        attempts: 1,
        next_attempt_at: lease,
      })
      .execute();
    await t.app.close();

    clock += FIRST_RETRY_WAIT_MS;
    second = await buildApp(t.config, { webRoot: null, now });
    await second.ready();
    await second.platform.outbox.sendDue();
    expect(deliveredTo(phone).map((a) => a.message)).toEqual(['Parchee: queued before the restart']);
    // The dead server's lease runs out, and its message goes too.
    clock += 5 * 60_000;
    await second.platform.outbox.sendDue();
    expect(deliveredTo(phone).map((a) => a.message)).toEqual([
      'Parchee: queued before the restart',
      'Parchee: taken when the server died',
    ]);
    expect((await rowsTo(second, phone)).map((r) => [r.state, r.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
    clock += 24 * 3600_000;
    await second.platform.outbox.sendDue();
    expect(deliveredTo(phone)).toHaveLength(2);
  });

  it('never lets two instances send one message twice', async () => {
    const third = await buildApp(t.config, { webRoot: null, now });
    try {
      const phones = Array.from({ length: 300 }, (_, i) => String(9410000000 + i));
      await second!.platform.outbox.write(
        second!.platform.db,
        phones.map((to) => ({ channel: 'sms' as const, to, subject: 'SMS', body: 'Parchee: one of many' })),
      );
      await Promise.all([
        second!.platform.outbox.sendDue(),
        third.platform.outbox.sendDue(),
        second!.platform.outbox.sendDue(),
      ]);
      const got = asked.filter((a) => a.message === 'Parchee: one of many').map((a) => a.to);
      expect(got).toHaveLength(300);
      expect(new Set(got).size).toBe(300);
      const rows = await second!.platform.db
        .selectFrom('outbox')
        .select(['state', 'attempts'])
        .where('body', '=', 'Parchee: one of many')
        .execute();
      expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await third.close();
    }
  });
});

// Web Push through a real push path: a local HTTPS receiver stands in for the browser's push service,
// receives what the server sends and decrypts it with the subscription's keys (RFC 8291, aes128gcm). The
// app under test names it as a push service (localhost) and may reach it; another app, with the
// production rule on private addresses, must not.
import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../shared/constants';
import { createAccount, defaultSlots } from '../domains/accounts/account-factory';
import { setDeliveryStatus } from '../domains/delivery/desk';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

const NOW = new Date('2026-11-23T04:30:00Z');
let t: TestApp;
let receiver: https.Server;
let port = 0;
let certificate: Buffer;
/** The receiver is the one push service, on this machine. */
const LOCAL_PUSH_SERVICE = { PUSH_SERVICES: 'localhost', PUSH_PRIVATE_ADDRESSES: 'allow' };
const received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
let answerStatus = 201;

/** The browser side of a subscription: its ECDH key pair and auth secret. */
const browserKeys = createECDH('prime256v1');
browserKeys.generateKeys();
const authSecret = randomBytes(16);

function decrypt(body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = browserKeys.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKeys.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parchee-push-'));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost',
    '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
  ], { stdio: 'ignore' });
  const key = fs.readFileSync(path.join(dir, 'key.pem'));
  const cert = fs.readFileSync(path.join(dir, 'cert.pem'));
  fs.rmSync(dir, { recursive: true, force: true });
  receiver = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answerStatus;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
  certificate = cert;
  t = await startTestApp({ now: () => NOW, pushAgentOptions: { ca: cert }, env: LOCAL_PUSH_SERVICE });
});
afterAll(async () => {
  await t?.close();
  receiver?.close();
});

async function waitForPush(count: number) {
  for (let i = 0; i < 100 && received.length < count; i += 1) await new Promise((r) => setTimeout(r, 50));
  expect(received.length).toBe(count);
  return received[count - 1]!;
}

describe('web push', () => {
  it('delivers an encrypted, VAPID-signed push in the device language when the doctor accepts, and drops a gone subscription', async () => {
    const doctorId = await createAccount(t.platform.db, { role: 'Doctor', phoneNumber: '9320000001', passwordHash: 'x', fullName: 'Asha Verma', practice: { slots: defaultSlots(10), sittingDays: WEEKDAYS } }, NOW);
    const patientId = await createAccount(t.platform.db, { role: 'Patient', phoneNumber: '9320000002', passwordHash: 'x', fullName: 'Sita Devi' }, NOW);
    const doctor = await t.clientFor(doctorId);
    const patient = await t.clientFor(patientId);
    const key = await t.client().call('get-push-public-key', {});
    expect(key.body.result.public_key).toMatch(/^[\w-]{80,}$/);

    const subscription = {
      endpoint: `https://localhost:${port}/push/device-1`,
      keys: { p256dh: browserKeys.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    };
    const saved = await patient.call('update-notification-token', { id: patientId, token: JSON.stringify(subscription), type: 'Patient', page: 'login', lang: 'hi' });
    expect(saved.status).toBe(200);

    const added = await patient.call('add-booking', { name: 'Sita Devi', age: 50, problem: 'Fever', address: 'Deoria', phone_number: '9876543210', type: 'Self', doctor_id: doctorId, patient_id: patientId });
    const joined = await patient.call('slot-confirmation', { booking_id: added.body.result.id, booking_date: '2026-11-23', slot: 'Morning' });
    await doctor.call('booking-confirmation', { booking_id: joined.body.result.id, status: 'Approved' });

    const push = await waitForPush(1);
    expect(push.path).toBe('/push/device-1');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    const data = JSON.parse(decrypt(push.body));
    const message = JSON.parse(data.message);
    expect(message.notification.title).toBe('बुकिंग स्वीकृत');
    expect(message.notification.body).toContain('Asha Verma');
    expect(message.notification.body).toContain('1');
    expect(message.android.notification).toMatchObject({ icon: expect.any(String), color: expect.stringMatching(/^#/) });

    // The push service says the subscription is gone: the server forgets it.
    answerStatus = 410;
    await doctor.call('update-live-booking', { booking_id: joined.body.result.id, token: 'Live' });
    const gone = await waitForPush(2);
    expect(JSON.parse(JSON.parse(decrypt(gone.body)).message).notification.title).toBe('अब आपकी बारी है');
    for (let i = 0; i < 50; i += 1) {
      const left = await t.platform.db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', patientId).execute();
      if (left.length === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the gone subscription was not removed');
  });

  it('pushes a cancelled booking, an uploaded lab report and a changed delivery status, in the device language', async () => {
    answerStatus = 201;
    const [doctor, lab, patient] = await Promise.all([t.demoClient('doctor'), t.demoClient('lab'), t.demoClient('patient')]);
    const idOf = async (c: TestClient) => (await c.call('get-current-user', {})).body.result.id as number;
    const [doctorId, labId, patientId] = await Promise.all([idOf(doctor), idOf(lab), idOf(patient)]);
    const subscription = {
      endpoint: `https://localhost:${port}/push/device-2`,
      keys: { p256dh: browserKeys.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    };
    await patient.call('update-notification-token', { id: patientId, token: JSON.stringify(subscription), type: 'Patient', page: 'login', lang: 'en' });
    const sent = received.length;
    let expected = sent;
    /** The notification of the next push, which may have arrived already. */
    const nextPush = async () => JSON.parse(JSON.parse(decrypt((await waitForPush((expected += 1))).body)).message).notification;
    const appointment = async () => {
      const added = await patient.call('add-booking', { name: 'Ramesh Kumar', age: 34, problem: 'Fever', address: 'Civil Lines', phone_number: '9000000001', type: 'Self', doctor_id: doctorId, patient_id: patientId });
      return (await patient.call('slot-confirmation', { booking_id: added.body.result.id, booking_date: '2026-11-23', slot: 'Morning' })).body.result.id as number;
    };

    await doctor.call('booking-confirmation', { booking_id: await appointment(), status: 'Cancelled' });
    expect(await nextPush()).toMatchObject({ title: 'Booking cancelled', body: expect.stringContaining('23-11-2026') });

    const labBooking = await doctor.call('add-hospital-lab-test-booking', { name: 'Ramesh Kumar', age: 34, phone_number: '9000000001', lab_id: labId, patient_booking_id: await appointment(), tests: ['CBC'] });
    const saved = await lab.call('save-lab-test', { lab_booking_id: labBooking.body.result.id, tests: ['CBC'] });
    const testId = saved.body.result.lab_test[0].id;
    await lab.call('update-lab-test-status', { test_id: testId, status: 'Sample Collected' });
    await lab.call('update-lab-test-status', { test_id: testId, status: 'Completed' });
    const pdf = new Blob([Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], { type: 'application/pdf' });
    expect((await lab.callMultipart('add-test-report', { test_id: String(testId), test_report: pdf })).status).toBe(200);
    expect(await nextPush()).toMatchObject({ title: 'Lab report ready', body: expect.stringContaining('Complete Blood Count') });

    const png = new Blob([new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a70' } }).png().toBuffer())]);
    const order = await patient.callMultipart('add-medical-delivery', {
      patient_id: String(patientId), name: 'Ramesh Kumar', address: 'Civil Lines Deoria', phone_number: '9000000001',
      delivery_date: '24-11-2026', delivery_charges: '40', delivery_type: 'Normal', city: 'Deoria', priscription_image: png,
    });
    expect(order.status, order.raw).toBe(200);
    await setDeliveryStatus(t.platform.db, { id: order.body.result.id, status: 'Delivered' }, NOW, t.platform.push);
    expect(await nextPush()).toMatchObject({ title: 'Medicine delivery', body: 'Your delivery for 24-11-2026 is now Delivered.' });
    expect(received.length).toBe(sent + 3);
    expect(received.slice(sent).every((push) => push.path === '/push/device-2')).toBe(true);
  });

  it('never connects to a private address, even on a listed push service name, unless the settings allow it', async () => {
    const guarded = await startTestApp({ now: () => NOW, pushAgentOptions: { ca: certificate }, env: { PUSH_SERVICES: 'localhost' } });
    try {
      const patientId = await createAccount(guarded.platform.db, { role: 'Patient', phoneNumber: '9320000009', passwordHash: 'x', fullName: 'Guarded Patient' }, NOW);
      const patient = await guarded.clientFor(patientId);
      const subscription = {
        endpoint: `https://localhost:${port}/push/device-3`,
        keys: { p256dh: browserKeys.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      };
      expect((await patient.call('update-notification-token', { token: JSON.stringify(subscription), page: 'login' })).status).toBe(200);
      const before = received.length;
      // notify() settles once every device has been tried.
      await guarded.platform.push.notify([patientId], 'tokenLive', { doctor: 'Asha Verma', token: 1 });
      // The earlier tests show the same receiver reached by the app that allows it: here nothing arrived.
      expect(received.length).toBe(before);
    } finally {
      await guarded.close();
    }
  });
});

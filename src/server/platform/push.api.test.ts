// Web Push through a real push path: a local HTTPS receiver stands in for the browser's push service,
// receives what the server sends and decrypts it with the subscription's keys (RFC 8291, aes128gcm). The
// app under test names it as a push service (localhost) and may reach it; another app, with the
// production rule on private addresses, must not.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../shared/constants';
import { createAccount, defaultSlots } from '../domains/accounts/account-factory';
import { setDeliveryStatus } from '../domains/delivery/desk';
import { LOCAL_PUSH_SERVICE, startPushReceiver, type PushReceiver } from '../testing/push-receiver';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

const NOW = new Date('2026-11-23T04:30:00Z');
let t: TestApp;
let receiver: PushReceiver;

beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await startTestApp({ now: () => NOW, pushAgentOptions: { ca: receiver.certificate }, env: LOCAL_PUSH_SERVICE });
});
afterAll(async () => {
  await t?.close();
  receiver?.close();
});

const waitForPush = (count: number) => receiver.waitForPush(count);
const decrypt = (body: Buffer) => receiver.decrypt(body);

describe('web push', () => {
  it('delivers an encrypted, VAPID-signed push in the device language when the doctor accepts, and drops a gone subscription', async () => {
    const doctorId = await createAccount(
      t.platform.db,
      {
        role: 'Doctor',
        phoneNumber: '9320000001',
        passwordHash: 'x',
        fullName: 'Asha Verma',
        practice: { slots: defaultSlots(10), sittingDays: WEEKDAYS },
      },
      NOW,
    );
    const patientId = await createAccount(
      t.platform.db,
      { role: 'Patient', phoneNumber: '9320000002', passwordHash: 'x', fullName: 'Sita Devi' },
      NOW,
    );
    const doctor = await t.clientFor(doctorId);
    const patient = await t.clientFor(patientId);
    const key = await t.client().call('get-push-public-key', {});
    expect(key.body.result.public_key).toMatch(/^[\w-]{80,}$/);

    const saved = await patient.call('update-notification-token', {
      id: patientId,
      token: receiver.subscription('device-1'),
      type: 'Patient',
      page: 'login',
      lang: 'hi',
    });
    expect(saved.status).toBe(200);

    const added = await patient.call('add-booking', {
      name: 'Sita Devi',
      age: 50,
      problem: 'Fever',
      address: 'Deoria',
      phone_number: '9876543210',
      type: 'Self',
      doctor_id: doctorId,
      patient_id: patientId,
    });
    const joined = await patient.call('slot-confirmation', {
      booking_id: added.body.result.id,
      booking_date: '2026-11-23',
      slot: 'Morning',
    });
    await doctor.call('booking-confirmation', { booking_id: joined.body.result.id, status: 'Approved' });

    const push = await waitForPush(1);
    expect(push.path).toBe('/push/device-1');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    const data = JSON.parse(decrypt(push.body));
    const message = JSON.parse(data.message);
    expect(message.notification.title).toBe('बुकिंग मंज़ूर');
    expect(message.notification.body).toContain('Asha Verma');
    expect(message.notification.body).toContain('1');
    expect(message.android.notification).toMatchObject({
      icon: expect.any(String),
      color: expect.stringMatching(/^#/),
    });

    // The push service says the subscription is gone: the server forgets it.
    receiver.answerWith(410);
    await doctor.call('update-live-booking', { booking_id: joined.body.result.id, token: 'Live' });
    const gone = await waitForPush(2);
    expect(JSON.parse(JSON.parse(decrypt(gone.body)).message).notification.title).toBe('अब आपकी बारी है');
    for (let i = 0; i < 50; i += 1) {
      const left = await t.platform.db
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('user_id', '=', patientId)
        .execute();
      if (left.length === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the gone subscription was not removed');
  });

  it('pushes a cancelled booking, an uploaded lab report and a changed delivery status in Hindi words: dates spelled out, the test and lab by their Hindi names, the status said, never a wire value', async () => {
    receiver.answerWith(201);
    const [doctor, lab, patient] = await Promise.all([
      t.demoClient('doctor'),
      t.demoClient('lab'),
      t.demoClient('patient'),
    ]);
    const idOf = async (c: TestClient) => (await c.call('get-current-user', {})).body.result.id as number;
    const [doctorId, labId, patientId] = await Promise.all([idOf(doctor), idOf(lab), idOf(patient)]);
    await patient.call('update-notification-token', {
      id: patientId,
      token: receiver.subscription('device-2'),
      type: 'Patient',
      page: 'login',
      lang: 'hi',
    });
    const { received } = receiver;
    const sent = received.length;
    let expected = sent;
    /** The notification of the next push, which may have arrived already. */
    const nextPush = async () =>
      JSON.parse(JSON.parse(decrypt((await waitForPush((expected += 1))).body)).message).notification;
    const appointment = async () => {
      const added = await patient.call('add-booking', {
        name: 'Ramesh Kumar',
        age: 34,
        problem: 'Fever',
        address: 'Civil Lines',
        phone_number: '9000000001',
        type: 'Self',
        doctor_id: doctorId,
        patient_id: patientId,
      });
      return (
        await patient.call('slot-confirmation', {
          booking_id: added.body.result.id,
          booking_date: '2026-11-23',
          slot: 'Morning',
        })
      ).body.result.id as number;
    };

    await doctor.call('booking-confirmation', { booking_id: await appointment(), status: 'Cancelled' });
    expect(await nextPush()).toMatchObject({
      title: 'बुकिंग रद्द',
      body: 'डॉ. Anil Srivastava ने सोमवार, 23 नवंबर 2026 की आपकी पर्ची रद्द कर दी।',
    });

    const labBooking = await doctor.call('add-hospital-lab-test-booking', {
      name: 'Ramesh Kumar',
      age: 34,
      phone_number: '9000000001',
      lab_id: labId,
      patient_booking_id: await appointment(),
      tests: ['CBC'],
    });
    const saved = await lab.call('save-lab-test', { lab_booking_id: labBooking.body.result.id, tests: ['CBC'] });
    const testId = saved.body.result.lab_test[0].id;
    await lab.call('update-lab-test-status', { test_id: testId, status: 'Sample Collected' });
    await lab.call('update-lab-test-status', { test_id: testId, status: 'Completed' });
    const pdf = new Blob([Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], {
      type: 'application/pdf',
    });
    expect((await lab.callMultipart('add-test-report', { test_id: String(testId), test_report: pdf })).status).toBe(
      200,
    );
    expect(await nextPush()).toMatchObject({
      title: 'लैब रिपोर्ट तैयार',
      body: 'देवरिया डायग्नोस्टिक्स से आपकी सीबीसी (पूरा ब्लड काउंट) की रिपोर्ट तैयार है, डाउनलोड करें।',
    });

    const png = new Blob([
      new Uint8Array(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a70' } })
          .png()
          .toBuffer(),
      ),
    ]);
    const order = await patient.callMultipart('add-medical-delivery', {
      patient_id: String(patientId),
      name: 'Ramesh Kumar',
      address: 'Civil Lines Deoria',
      phone_number: '9000000001',
      delivery_date: '24-11-2026',
      delivery_charges: '40',
      delivery_type: 'Normal',
      city: 'Deoria',
      priscription_image: png,
    });
    expect(order.status, order.raw).toBe(200);
    await setDeliveryStatus(t.platform.db, { id: order.body.result.id, status: 'Delivered' }, NOW, t.platform.push);
    expect(await nextPush()).toMatchObject({
      title: 'दवा डिलीवरी',
      body: 'मंगलवार, 24 नवंबर 2026 की आपकी दवा डिलीवरी: दवा पहुँच गई है।',
    });
    expect(received.length).toBe(sent + 3);
    expect(received.slice(sent).every((push) => push.path === '/push/device-2')).toBe(true);
  });

  it('never connects to a private address, even on a listed push service name, unless the settings allow it', async () => {
    const guarded = await startTestApp({
      now: () => NOW,
      pushAgentOptions: { ca: receiver.certificate },
      env: { PUSH_SERVICES: 'localhost' },
    });
    try {
      const patientId = await createAccount(
        guarded.platform.db,
        { role: 'Patient', phoneNumber: '9320000009', passwordHash: 'x', fullName: 'Guarded Patient' },
        NOW,
      );
      const patient = await guarded.clientFor(patientId);
      expect(
        (await patient.call('update-notification-token', { token: receiver.subscription('device-3'), page: 'login' }))
          .status,
      ).toBe(200);
      const before = receiver.received.length;
      // notify() settles once every device has been tried.
      await guarded.platform.push.notify([patientId], 'tokenLive', { doctor: 'Asha Verma', token: 1 });
      // The earlier tests show the same receiver reached by the app that allows it: here nothing arrived.
      expect(receiver.received.length).toBe(before);
    } finally {
      await guarded.close();
    }
  });
});

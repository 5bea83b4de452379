// Tests generated from the call catalogue: they grow by themselves as calls are added.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../shared/constants';
import { callNames, catalogue, type CallName } from '../../shared/contract/catalogue';
import { allows } from '../../shared/contract/define';
import { MESSAGES } from '../../shared/messages';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

let t: TestApp;
const asRole = {} as Record<Role, TestClient>;
const DEMO_OF_ROLE = {
  Patient: 'patient',
  Doctor: 'doctor',
  Hospital: 'hospital',
  Lab: 'lab',
  Operator: 'operator',
} as const;

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ROLES) asRole[role] = await t.demoClient(DEMO_OF_ROLE[role]);
});
afterAll(async () => t?.close());

/** Calls that change the caller's session are tried by a throw-away client, so the shared ones stay signed in. */
const SESSION_CHANGING = new Set<CallName>([
  'logout',
  'change-password',
  'doctor-login',
  'patient-login',
  'lab-login',
  'operator-login',
]);

const leaksInternals = (raw: string) =>
  /\bat .+:\d+:\d+|stack|node_modules|SqliteError|syntax error at|ZodError/i.test(raw);

describe('every call refuses callers its entry does not allow', () => {
  for (const name of callNames) {
    const { access } = catalogue[name];
    if (access === 'public') continue;
    it(`${name}: anonymous gets 401`, async () => {
      const answer = await t.client().call(name, {});
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ response: 'fail', error: MESSAGES.signInRequired });
    });
    for (const role of ROLES.filter((r) => !allows(access, r))) {
      it(`${name}: ${role} gets 403`, async () => {
        const answer = await asRole[role].call(name, {});
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ response: 'fail', error: MESSAGES.forbidden });
      });
    }
  }
});

describe("every call refuses another session's CSRF token", () => {
  for (const name of callNames) {
    it(`${name}: 403 with the patient's session and the doctor's token`, async () => {
      // A page that got hold of one user's token (its own session's) cannot use it with a victim's cookie.
      await asRole.Doctor.prime();
      const foreignToken = asRole.Doctor.cookies.get('XSRF-TOKEN')!;
      const victim = await t.demoClient('patient');
      victim.cookies.set('XSRF-TOKEN', foreignToken);
      const answer = await victim.post(`/api/${name}.json`, '{}', { csrf: { token: foreignToken } });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ response: 'fail', error: MESSAGES.csrfFailed });
    });
  }
});

/** Values an attacker or a broken client might send. */
const hostileValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '1; DROP TABLE users',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '9999999999999999999999',
    '-1',
    '0',
    '1e309',
    'NaN',
    '\u0000',
    'टोकन नंबर',
    '🩺💊',
    'x'.repeat(1024 * 1024),
  ),
);

function payloadArbitrary(name: CallName) {
  const shape = (catalogue[name].request as { shape?: Record<string, unknown> }).shape ?? {};
  const keys = [...Object.keys(shape), 'constructor', 'extra', 'id'];
  return fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: keys.length });
}

/** JSON text written by hand so keys such as __proto__ reach the server literally. */
const asJson = (payload: Record<string, unknown>) =>
  `{${Object.entries(payload)
    .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
    .join(',')}}`;

function clientFor(name: CallName): TestClient | null {
  const { access } = catalogue[name];
  const role = ROLES.find((r) => allows(access, r));
  if (!role) return null;
  return SESSION_CHANGING.has(name) ? null : asRole[role];
}

describe('every call survives malformed payloads', () => {
  for (const name of callNames) {
    it(`${name}: no 5xx (but 501 for a service not built yet), no internals`, async () => {
      await fc.assert(
        fc.asyncProperty(payloadArbitrary(name), fc.boolean(), async (payload, protoKey) => {
          let client = clientFor(name);
          if (!client) {
            client = t.client();
            if (catalogue[name].access !== 'public') {
              const role = ROLES.find((r) => allows(catalogue[name].access, r))!;
              client = await t.demoClient(DEMO_OF_ROLE[role]);
            }
          }
          const body = asJson(protoKey ? { ...payload, ['__proto__']: { polluted: true } } : payload);
          const answer = await client.post(`/api/${name}.json`, body);
          expect(answer.status === 501 || answer.status < 500, `${answer.status} ${answer.raw.slice(0, 300)}`).toBe(
            true,
          );
          expect(leaksInternals(answer.raw), answer.raw.slice(0, 300)).toBe(false);
          expect(['success', 'fail']).toContain(answer.body.response);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: 12 },
      );
    });
  }

  it('a NUL character in any text field is a 400 naming that field, as JSON and as multipart', async () => {
    const asJson = await asRole.Patient.call('get-unregister-doctor-list-array', { city: 'Deo\u0000ria' });
    expect(asJson.status).toBe(400);
    expect(asJson.body).toMatchObject({ response: 'fail', error: MESSAGES.invalidRequest });
    const patientId = String((await asRole.Patient.call('get-current-user', {})).body.result.id);
    const profile = {
      patient_id: patientId,
      full_name: 'Ram',
      phone_number: '9000000001',
      email: 'ram@example.com',
      age: '30',
    };
    const asForm = await asRole.Patient.callMultipart('edit-patient-profile', {
      ...profile,
      address: 'Civil\u0000 Lines',
    });
    expect(asForm.status).toBe(400);
    expect(asForm.body.errors).toEqual({ address: MESSAGES.invalidRequest });
  });

  it('a multipart body with an undeclared file field is refused with 400', async () => {
    const answer = await asRole.Patient.callMultipart('version', { version: '1', sneaky: new Blob(['x']) });
    expect(answer.status).toBe(400);
  });
});

describe('calls whose service is not built yet say so honestly', () => {
  it('answer 501 Not implemented to an allowed caller, and the others do not', async () => {
    const notBuilt: string[] = [];
    for (const name of callNames) {
      const client = clientFor(name);
      if (!client) continue;
      const answer = await client.call(name, {});
      if (answer.status === 501) {
        expect(answer.body).toEqual({ response: 'fail', error: MESSAGES.notImplemented });
        notBuilt.push(name);
      }
    }
    // The foundation's calls are built; this list shrinks as later issues add services.
    for (const built of [
      'registration',
      'get-current-user',
      'version',
      'get-cities',
      'get-static-pages',
      'update-notification-token',
    ]) {
      expect(notBuilt).not.toContain(built);
    }
  });
});

// The security headers of a page, an API answer and a file answer: the app's own policy and nothing else of
// the headers other setups add (helmet's defaults); an API answer carries only what keeps JSON from being
// framed or sniffed (decision 0032); a file keeps its sandbox CSP, and HSTS is sent only over HTTPS. The page's
// inline start script is allowed by its hash, and nothing else inline.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingForm } from '../testing/booking-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

const APP_CSP = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'frame-src': 'https://www.google.com https://maps.google.com https://www.openstreetmap.org',
  'worker-src': "'self'",
  'manifest-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

const SAME_EVERYWHERE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(self), geolocation=(self), microphone=()',
};

/** Helmet sends these by default; the app sends none of them. */
const NOT_SENT = [
  'cross-origin-resource-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-powered-by',
];

/** The CSP's directives by name, whatever separates them. */
function directivesOf(csp: unknown): Record<string, string> {
  return Object.fromEntries(
    String(csp)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

/** An API answer is JSON, never a document: it is kept from being framed or sniffed, and that is all. */
const API_HEADERS = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' };
const API_CSP = { 'default-src': "'none'", 'frame-ancestors': "'none'" };
/** The headers that only a document uses, left off API answers. */
const DOCUMENT_ONLY = ['referrer-policy', 'cross-origin-opener-policy', 'permissions-policy'];

function expectApiPolicy(headers: Record<string, unknown>) {
  expect(headers).toMatchObject(API_HEADERS);
  expect(directivesOf(headers['content-security-policy'])).toEqual(API_CSP);
  for (const name of [...NOT_SENT, ...DOCUMENT_ONLY]) expect(headers[name], name).toBeUndefined();
}

function expectPolicy(headers: Record<string, unknown>, csp: Record<string, string>) {
  expect(headers).toMatchObject(SAME_EVERYWHERE);
  expect(directivesOf(headers['content-security-policy'])).toEqual(csp);
  for (const name of NOT_SENT) expect(headers[name], name).toBeUndefined();
}

/** The page's inline start script, as the build writes it in (src/web/page-start.ts). */
const START_SCRIPT = '(()=>{window.started=1})();';
const START_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`;

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'parchee-web-'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    `<!doctype html><html><head><script>${START_SCRIPT}</script></head><body></body></html>`,
  );
  t = await startTestApp({ webRoot });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** A prescription picture the patient sends with a booking: the URL it is served from. */
async function uploadedFileUrl(patient: TestClient): Promise<string> {
  const doctor = await t.platform.db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'Doctor')
    .where('listing', '=', 'registered')
    .executeTakeFirstOrThrow();
  const fields = Object.fromEntries(Object.entries(bookingForm(doctor.id)).map(([k, v]) => [k, String(v)]));
  const png = new Blob([
    new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a70' } })
        .png()
        .toBuffer(),
    ),
  ]);
  const booking = await patient.callMultipart('add-booking', { ...fields, priscription_image: png });
  expect(booking.status, booking.raw).toBe(200);
  return booking.body.result.priscription_image;
}

describe('security headers', () => {
  it("a page, an API answer and a file answer carry the app's policy and none of helmet's defaults", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/doctors' });
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expectPolicy(page.headers, { ...APP_CSP, 'script-src': `'self' ${START_SCRIPT_SOURCE}` });

    const patient = await t.demoClient('patient');
    const answer = await patient.call('get-current-user', {});
    expect(answer.status).toBe(200);
    expectApiPolicy(answer.headers);
    // A refusal and an unknown call are API answers too.
    expectApiPolicy((await t.client().call('get-current-user', {})).headers);
    expectApiPolicy((await t.app.inject({ method: 'POST', url: '/api/no-such-call.json' })).headers);

    const url = await uploadedFileUrl(patient);
    const file = await t.app.inject({ method: 'GET', url, headers: { cookie: `sid=${patient.cookies.get('sid')}` } });
    expect(file.statusCode).toBe(200);
    // The file answer sets its own CSP, and keeps it.
    expectPolicy(file.headers, { 'default-src': "'none'", sandbox: '' });

    for (const response of [page, answer, file]) expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the app is served over HTTPS', async () => {
    const secure = await startTestApp({ env: { APP_BASE_URL: 'https://parchee.example.in' } });
    try {
      const answer = await secure.app.inject({ method: 'GET', url: '/api/get-cities.json' });
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expectApiPolicy(answer.headers);
      const page = await secure.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });
});

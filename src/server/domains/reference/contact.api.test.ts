// The help desk is reachable by anyone, with the details the deployment configures; a signed-out page
// learns "no user" without a 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    demo: false,
    env: {
      CONTACT_PHONE: '+91 5568 222333',
      CONTACT_EMAIL: 'desk@clinic.example',
      CONTACT_ADDRESS: 'Sadar Hospital Road; Deoria 274001',
      CONTACT_MAP_LOCATION: '26.5, 83.78',
      GRIEVANCE_OFFICER_NAME: "Meera D'Souza",
      GRIEVANCE_OFFICER_EMAIL: 'officer@clinic.example',
    },
  });
});
afterAll(async () => t?.close());

describe('get-contact-details', () => {
  it('answers a signed-out visitor with the configured details', async () => {
    const answer = await t.client().call('get-contact-details', {});
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({
      phones: ['+91 5568 222333', '+91 90000 00001'],
      emails: ['desk@clinic.example', 'doctors@parchee.example'],
      address: ['Sadar Hospital Road', 'Deoria 274001'],
      chat_url: 'https://wa.me/919000000000',
      map_location: { latitude: 26.5, longitude: 83.78 },
      grievance_officer: { name: "Meera D'Souza", phone: '+91 90000 00002', email: 'officer@clinic.example' },
    });
  });
});

describe('get-current-user signed out', () => {
  it('answers 200 with no user instead of 401', async () => {
    const answer = await t.client().call('get-current-user', {});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ response: 'success', result: null });
  });
});

describe('contact configuration', () => {
  it.each([
    ['CONTACT_PHONE', 'call us'],
    ['CONTACT_EMAIL', 'not-an-address'],
    ['CONTACT_ADDRESS', ' ; ; '],
    ['CONTACT_CHAT_URL', 'http://wa.me/91900'],
    ['CONTACT_MAP_LOCATION', '126.5,83.7'],
    ['CONTACT_MAP_LOCATION', 'Deoria'],
    ['GRIEVANCE_OFFICER_NAME', '<b>Officer</b>'],
    ['GRIEVANCE_OFFICER_NAME', '  '],
    ['GRIEVANCE_OFFICER_PHONE', 'ask the desk'],
    ['GRIEVANCE_OFFICER_EMAIL', 'officer'],
  ])('stops the server when %s is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

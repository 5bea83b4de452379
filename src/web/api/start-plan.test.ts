import { describe, expect, it } from 'vitest';
import { currentUserRequest, startPlan, versionRequest, type StartState } from './start-plan';

const FILES = {
  texts: { en: '/assets/en-first-screen-a1.js', hi: '/assets/hi-first-screen-b2.js' },
  languageDialog: ['/assets/language-modal-c3.js'],
};
const ONLINE: StartState = {
  online: true,
  language: 'hi',
  asksLanguage: false,
  storedVersion: '1.4',
  csrfToken: 'token',
};

describe('startPlan', () => {
  it("starts the first screen's texts in the start's language and the two calls of every start", () => {
    expect(startPlan({ ...ONLINE, language: 'en' }, FILES)).toEqual({
      preloads: ['/assets/en-first-screen-a1.js'],
      calls: [
        { name: 'version', body: '{"version":"1.4"}' },
        { name: 'get-current-user', body: '{"lang":"en"}' },
      ],
    });
  });

  it("preloads the language dialog's code on a start that asks for the language", () => {
    expect(startPlan({ ...ONLINE, asksLanguage: true }, FILES).preloads).toEqual([
      '/assets/hi-first-screen-b2.js',
      '/assets/language-modal-c3.js',
    ]);
  });

  it('asks for the version with 0 on a first visit, as the app does', () => {
    const plan = startPlan({ ...ONLINE, storedVersion: null }, FILES);
    expect(plan.calls[0]).toEqual({ name: 'version', body: '{"version":0}' });
  });

  it("sends each call's body as the app's own request is written, so the app takes the answer", () => {
    const plan = startPlan(ONLINE, FILES);
    expect(plan.calls.map((c) => c.body)).toEqual([
      JSON.stringify(versionRequest('1.4')),
      JSON.stringify(currentUserRequest('hi')),
    ]);
  });

  it('asks nothing offline, and nothing without the CSRF cookie, but still preloads the texts', () => {
    const preloads = ['/assets/hi-first-screen-b2.js'];
    expect(startPlan({ ...ONLINE, online: false }, FILES)).toEqual({ preloads, calls: [] });
    expect(startPlan({ ...ONLINE, csrfToken: undefined }, FILES)).toEqual({ preloads, calls: [] });
  });

  it('preloads nothing a build did not name (the development server)', () => {
    expect(startPlan({ ...ONLINE, asksLanguage: true }, { texts: {}, languageDialog: [] }).preloads).toEqual([]);
  });
});

// docs/calls.md is built from the catalogue and the source (scripts/calls-doc.ts); a call added, moved or
// renamed without building it again fails here, so the index a newcomer reads is never stale. Its web column
// also shows that a call's name finds its hook: each web name is the call's (see webNameFits).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCallsDoc, CALLS_DOC } from './calls-doc';

/** The machinery that sends a call outside the features' queries files, by name: not named after a call. */
const MACHINERY: Record<string, string> = {
  fetchCurrentUser: 'api/current-user.ts: the signed-in user, read before TanStack Query loads',
  registerPushToken: "api/push.ts: the device's push subscription at sign-in",
  clearPushToken: "api/push.ts: the device's push subscription at logout",
  versionCheck: "main.tsx: the app's version, asked at start",
};

const pascal = (call: string) =>
  call
    .split('-')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

/**
 * A query option is `<call without get->Query` (activeBookingQuery for get-active-booking); a hook that sends
 * the call when asked (a write, or a read a button asks for) is `use<Call>`, and where two screens have a hook
 * each for one call, `use<Call><Which>` (useAddBookingDraft, useAddBookingByDoctor for add-booking).
 */
function webNameFits(call: string, name: string): boolean {
  const query = pascal(call.replace(/^get-/, '')) + 'Query';
  return (
    name === query[0]!.toLowerCase() + query.slice(1) || new RegExp(`^use${pascal(call)}(?:[A-Z]\\w*)?$`).test(name)
  );
}

/** Each call of the table with the names of its web column. */
function webNames(doc: string): [string, string[]][] {
  return [...doc.matchAll(/^\| `([a-z0-9-]+)` \|(?:[^|]*\|){4}([^|]*)\|/gm)].map(([, call, web]) => [
    call!,
    [...web!.matchAll(/`(\w+)` \(/g)].map((match) => match[1]!),
  ]);
}

describe('docs/calls.md', () => {
  const built = buildCallsDoc();

  it('is what npm run calls-doc builds now', async () => {
    const fresh = await built;
    const checkedIn = readFileSync(CALLS_DOC, 'utf8');
    if (checkedIn !== fresh) expect.fail('docs/calls.md is stale: run npm run calls-doc');
  });

  it("names each call's web code after the call, but for the machinery", async () => {
    const rows = webNames(await built);
    expect(rows.length).toBeGreaterThan(100);
    const astray = rows.flatMap(([call, names]) =>
      names.filter((name) => !(name in MACHINERY) && !webNameFits(call, name)).map((name) => `${call}: ${name}`),
    );
    expect(astray).toEqual([]);
    const unused = Object.keys(MACHINERY).filter((name) => !rows.some(([, names]) => names.includes(name)));
    expect(unused).toEqual([]);
  });

  it('reads the names as the rule says', () => {
    expect(webNameFits('get-active-booking', 'activeBookingQuery')).toBe(true);
    expect(webNameFits('version', 'versionQuery')).toBe(true);
    expect(webNameFits('set-queue-delay', 'useSetQueueDelay')).toBe(true);
    expect(webNameFits('add-booking', 'useAddBookingDraft')).toBe(true);
    expect(webNameFits('get-breach-notice-report', 'useGetBreachNoticeReport')).toBe(true);
    expect(webNameFits('get-active-booking', 'activeBookingsQuery')).toBe(false);
    expect(webNameFits('add-booking', 'useAddBookings')).toBe(false);
    expect(webNameFits('slot-confirmation', 'useConfirmSlot')).toBe(false);
    expect(webNameFits('get-doctor-schedule', 'ScheduleRows')).toBe(false);
  });
});

// Before the first journey, on every worker's server: room in the demo doctor's Evening for the whole run.
//
// The demo seeds that Evening with 30 places, as a real clinic's might have, and the demo shows it so. It is
// also the journeys' shared queue: bookEveningSlot (api-helpers.ts) and the doctor's walk-ins book it in
// nearly every journey that needs today's patients, about 25 tokens in each language of a full run, and which
// journeys, languages and retries a worker is given decides how many land on its server. A token given stays
// given (cancelled or not), so past 30 a booking is refused 'Sorry slots are full' and a journey fails that
// passes alone. No journey is about this slot's capacity (those about capacity, full slots and desk places
// use a doctor of their own, or another slot or day), so it is raised here, far beyond what any run takes,
// through the doctor's own settings call with every other timing sent back as it is.
import { request, type APIRequestContext } from '@playwright/test';
import { SLOT_FIELD_KEYS } from '../../src/shared/contract/doctor-settings';
import type { SessionUser } from '../../src/shared/contract/users';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { apiSignIn, callOk } from './api-helpers';
import { E2E_WORKERS, e2eServer } from './servers';

const DEMO_EVENING_PLACES = 1000;

/** The demo doctor's timings as seeded, but for the Evening's capacity. */
async function roomInDemoEvening(doctorSide: APIRequestContext) {
  await apiSignIn(doctorSide, 'doctor-login', DEMO_ACCOUNTS.doctor.phone_number);
  const doctor = (await callOk(doctorSide, 'get-current-user', {})) as SessionUser;
  const detail = doctor.doctor_detail!;
  const [timing_1, timing_2] = detail.timing.split('-');
  const slotFields = detail.slots.flatMap((slot) => {
    const key = SLOT_FIELD_KEYS[slot];
    const [open, close] = detail.slot_timing[slot]!.split('-');
    const capacity = slot === 'Evening' ? DEMO_EVENING_PLACES : detail.slot_capacity[slot]!;
    return [
      [`slots_${key}`, slot],
      [`${key}_timing_1`, open],
      [`${key}_timing_2`, close],
      [`slot_capacity_${key}`, String(capacity)],
    ];
  });
  await callOk(doctorSide, 'edit-doctor-hospital-timings', {
    doctor_id: doctor.id,
    timing_1,
    timing_2,
    ...Object.fromEntries(slotFields),
  });
}

export default async function globalSetup() {
  for (let index = 0; index < E2E_WORKERS; index++) {
    const doctorSide = await request.newContext({ baseURL: e2eServer(index).url });
    await roomInDemoEvening(doctorSide);
    await doctorSide.dispose();
  }
}

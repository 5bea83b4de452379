// Every name of a person or a place the API takes follows one rule: the marks names are written with pass,
// markup and other specials are refused with the kept message (docs/wire-api.md "Validation messages"), wherever the
// name is typed.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { catalogue, type CallName } from './catalogue';

/** Each call that takes a name, with the name fields it takes. */
const NAME_FIELDS: [CallName, string[]][] = [
  ['registration', ['full_name']],
  ['add-booking', ['name']],
  ['edit-patient-profile', ['full_name']],
  ['edit-doctor-profile', ['first_name', 'last_name']],
  ['edit-doctor-clinic-details', ['clinic_name']],
  ['edit-hospital-profile', ['name']],
  ['save-directory-record', ['name', 'clinic_name']],
  ['add-other-booking', ['name', 'doctor_name']],
  ['add-gov-booking', ['name']],
  ['add-lab-test-booking', ['name']],
  ['add-medical-delivery', ['name']],
  ['save-family-member', ['name']],
];

function errorsOf(call: CallName, body: Record<string, unknown>): Record<string, string> {
  const parsed = catalogue[call].request.safeParse(body);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('names of people and places', () => {
  it.each(NAME_FIELDS)('%s refuses < and > in %s, with the kept message', (call, fields) => {
    for (const field of fields) {
      for (const name of ['<b>Anil</b>', 'Anil > Kumar', 'Anil"; drop', 'Anil {x}']) {
        expect(errorsOf(call, { [field]: name })[field], `${field}: ${name}`).toBe(MESSAGES.noSpecialCharacters);
      }
    }
  });

  it.each(NAME_FIELDS)(
    '%s takes the names people write in %s: initials, Dr., apostrophes, hyphens, Devanagari',
    (call, fields) => {
      for (const field of fields) {
        for (const name of ['Dr. R.K. Sharma', "Maria D'Souza", 'Rai-Singh Clinic', 'अनिल श्रीवास्तव', 'Clinic 24']) {
          expect(errorsOf(call, { [field]: name })[field], `${field}: ${name}`).toBeUndefined();
        }
      }
    },
  );

  it('needs a letter or a digit in a name', () => {
    expect(errorsOf('registration', { full_name: '. -' }).full_name).toBe(MESSAGES.noSpecialCharacters);
  });
});

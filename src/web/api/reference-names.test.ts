import { describe, expect, it } from 'vitest';
import { hindiNames } from './reference-names';

const data = {
  cities: [{ name: 'Deoria', name_hi: 'देवरिया' }],
  departments: [{ id: 12, name: 'General Physician', name_hi: 'सामान्य डॉक्टर (फ़िज़िशियन)' }],
  categories: [],
  medical_tests: [
    { code: 'ECHO', name: '2D Echocardiography (ECHO)', name_hi: '2D इको (ECHO)' },
    {
      code: 'ELECTROLYTES',
      name: 'Serum Electrolytes (Sodium, Potassium, Chloride)',
      name_hi: 'सीरम इलेक्ट्रोलाइट (सोडियम, पोटैशियम, क्लोराइड)',
    },
    { code: 'THYROID', name: 'Thyroid Profile (T3, T4, TSH)', name_hi: 'थायरॉइड प्रोफ़ाइल (T3, T4, TSH)' },
  ],
  degrees: [{ id: 1, name: 'MBBS', name_hi: 'एमबीबीएस' }],
  specialisations: [
    { name: 'Gynaecologist', name_hi: 'महिला रोग विशेषज्ञ' },
    { name: 'Cardiologist', name_hi: 'दिल के डॉक्टर' },
    { name: 'Neurologist', name_hi: 'न्यूरो डॉक्टर (नस-दिमाग़)' },
  ],
  institutions: [{ name: 'District Hospital Deoria', name_hi: 'जिला अस्पताल देवरिया' }],
};

describe('reference names in Hindi', () => {
  const names = hindiNames(data);

  it('reads a specialisation as written, whole or part by part, and leaves an unknown one as typed', () => {
    expect(names.specialisation('Gynaecologist')).toBe('महिला रोग विशेषज्ञ');
    expect(names.specialisation(' gynaecologist. ')).toBe('महिला रोग विशेषज्ञ');
    expect(names.specialisation('Cardiologist and Neurologist')).toBe('दिल के डॉक्टर और न्यूरो डॉक्टर (नस-दिमाग़)');
    expect(names.specialisation('Cardiologist & Neurologist')).toBe('दिल के डॉक्टर और न्यूरो डॉक्टर (नस-दिमाग़)');
    expect(names.specialisation('Cardiologist and Yoga teacher')).toBe('Cardiologist and Yoga teacher');
    expect(names.specialisation('MD (Medicine)')).toBe('MD (Medicine)');
  });

  it('reads a booking’s tests as the server joins them, names with commas in them too', () => {
    expect(names.testList('2D Echocardiography (ECHO), Serum Electrolytes (Sodium, Potassium, Chloride)')).toBe(
      '2D इको (ECHO), सीरम इलेक्ट्रोलाइट (सोडियम, पोटैशियम, क्लोराइड)',
    );
    expect(names.testList('Thyroid Profile (T3, T4, TSH)')).toBe('थायरॉइड प्रोफ़ाइल (T3, T4, TSH)');
    // A patient's own words for the test stay as typed.
    expect(names.testList('Blood sugar')).toBe('Blood sugar');
    expect(names.testList('2D Echocardiography (ECHO), Blood sugar')).toBe('2D Echocardiography (ECHO), Blood sugar');
  });

  it('reads cities, degrees, departments, tests and institutions, and falls back to the English name', () => {
    expect([
      names.city('Deoria'),
      names.degree('MBBS'),
      names.department('General Physician'),
      names.test('ECHO'),
      names.institution('District Hospital Deoria'),
    ]).toEqual(['देवरिया', 'एमबीबीएस', 'सामान्य डॉक्टर (फ़िज़िशियन)', '2D इको (ECHO)', 'जिला अस्पताल देवरिया']);
    expect(names.city('Mau')).toBe('Mau');
    expect(names.institution('City Care Hospital')).toBe('City Care Hospital');
  });

  it('shows every name as it came until the Hindi names arrive (and in English)', () => {
    const english = hindiNames(undefined);
    expect([
      english.city('Deoria'),
      english.specialisation('Gynaecologist'),
      english.testList('2D Echocardiography (ECHO)'),
      english.test('ECHO', '2D Echocardiography (ECHO)'),
    ]).toEqual(['Deoria', 'Gynaecologist', '2D Echocardiography (ECHO)', '2D Echocardiography (ECHO)']);
  });
});

import { describe, expect, it } from 'vitest';
import { withoutDoctorTitle } from './doctor-name';

describe('withoutDoctorTitle', () => {
  it.each([
    ['Dr. Asha Rao', 'Asha Rao'],
    ['Dr Asha Rao', 'Asha Rao'],
    ['dr.asha rao', 'asha rao'],
    ['DR.  Asha', 'Asha'],
    ['Doctor Asha Rao', 'Asha Rao'],
    ['Dr. Dr. Asha', 'Asha'],
    ['डॉ. आशा राव', 'आशा राव'],
    ['डॉक्टर आशा', 'आशा'],
    ['  Asha Rao ', 'Asha Rao'],
  ])('turns %j into %j', (typed, shown) => {
    expect(withoutDoctorTitle(typed)).toBe(shown);
  });

  it('keeps names that only begin with the same letters', () => {
    expect(withoutDoctorTitle('Drishti Verma')).toBe('Drishti Verma');
    expect(withoutDoctorTitle('Doctorow Singh')).toBe('Doctorow Singh');
    expect(withoutDoctorTitle('Draupadi')).toBe('Draupadi');
  });

  it('keeps a name that is nothing but a title rather than show an empty name', () => {
    expect(withoutDoctorTitle('Dr.')).toBe('Dr.');
  });
});

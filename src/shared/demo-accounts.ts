// The demo sign-ins seeded unless DEMO_DATA=off, listed in the README and used by the browser tests.
export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_ACCOUNTS = {
  patient: { phone_number: '9000000001', role: 'Patient' },
  doctor: { phone_number: '9000000101', role: 'Doctor' },
  hospital: { phone_number: '9000000201', role: 'Hospital' },
  lab: { phone_number: '9000000301', role: 'Lab' },
  operator: { phone_number: '9000000401', role: 'Operator' },
} as const;

/** The demo's hospitals, government hospitals and lab, with the Hindi names their Hindi screens show. */
export const DEMO_INSTITUTIONS = {
  hospital: { name: 'City Care Hospital', name_hi: 'सिटी केयर हॉस्पिटल' },
  lab: { name: 'Deoria Diagnostics', name_hi: 'देवरिया डायग्नोस्टिक्स' },
  districtHospital: { name: 'District Hospital Deoria', name_hi: 'जिला अस्पताल देवरिया' },
  medicalCollege: { name: 'BRD Medical College Hospital', name_hi: 'बीआरडी मेडिकल कॉलेज अस्पताल' },
} as const;

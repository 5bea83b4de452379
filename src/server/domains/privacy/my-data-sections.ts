// What a copy of a patient's data holds (export-my-data): one section per kind of record, each read by one
// function, in the order the readable page shows them. A new kind of record the app keeps of a patient is one
// more section here: my-data.json, my-data.html and the files in the ZIP follow it.
//
// A section's rows are what the tables hold, as the wire names them (statuses stay 'Pending', dates
// yyyy-mm-dd, instants ISO in UTC, a consent given true); its fields say how the readable page shows each one
// in the patient's language. Every row of every booking path is the account's, whoever it was for (the patient, a
// family
// member, someone typed in), cancelled and drafts included: a copy leaves nothing out.
import { sql } from 'kysely';
import type { Language } from '../../../shared/constants';
import { consentStates } from '../../platform/consents';
import type { Platform } from '../../platform/platform';
import { consentsViewOf } from './consents';
import { acknowledgementOf } from './grievances';

/** A text in both languages. */
export interface Words {
  en: string;
  hi: string;
}

/**
 * How a field's value reads: as stored, a calendar date, an instant, rupees, a file of the copy, a family member, a
 * doctor's name.
 */
export type FieldKind = 'text' | 'date' | 'instant' | 'rupees' | 'file' | 'member' | 'doctor';

/** The words of a field's wire values: Hindi always, English where the wire's own word would not do. */
export type ValueWords = Record<string, { en?: string; hi: string }>;

export interface Field {
  key: string;
  label: Words;
  kind?: FieldKind;
  values?: ValueWords;
  /** The row's key holding the Hindi name beside the English one (reference names: a lab, a test, a hospital). */
  hindiKey?: string;
}

export type Value = string | number | boolean | null;
export type Row = Record<string, Value>;

export interface DataSection {
  /** Its key in my-data.json. */
  key: string;
  heading: Words;
  fields: Field[];
  /** One record (the profile), not a list. */
  single?: boolean;
  read(platform: Platform, patientId: number): Promise<Row[]>;
}

const STATUS: ValueWords = {
  Pending: { hi: 'इंतज़ार में' },
  Approved: { en: 'Accepted', hi: 'मंज़ूर' },
  Accepted: { hi: 'मंज़ूर' },
  Denied: { hi: 'नामंज़ूर' },
  Cancelled: { hi: 'रद्द' },
};
const TOKEN: ValueWords = {
  Pending: { en: 'Not called yet', hi: 'अभी बारी नहीं आई' },
  Live: { en: 'Consulting now', hi: 'अंदर है' },
  Done: { hi: 'दिखाना हो गया' },
  Skipped: { hi: 'छूट गया' },
  Missed: { hi: 'नहीं पहुँचे' },
};
const SLOT: ValueWords = { Morning: { hi: 'सुबह' }, Afternoon: { hi: 'दोपहर' }, Evening: { hi: 'शाम' } };
const FOR_WHOM: ValueWords = {
  Self: { en: 'Myself', hi: 'अपने लिए' },
  Other: { en: 'Someone else', hi: 'किसी और के लिए' },
  Manual: { en: 'At the clinic’s desk', hi: 'क्लिनिक के काउंटर पर' },
};
const PARCHEE: ValueWords = {
  New: { hi: 'नई' },
  Old: { hi: 'पुरानी (फ़ॉलो-अप)' },
  'Follow-up': { en: 'Free follow-up', hi: 'मुफ़्त फ़ॉलो-अप' },
};
const PRIORITY: ValueWords = {
  None: { en: 'In turn', hi: 'अपनी बारी से' },
  Senior: { hi: 'बुज़ुर्ग' },
  Pregnant: { hi: 'गर्भवती' },
  Disability: { hi: 'दिव्यांग' },
  Child: { en: 'Small child', hi: 'छोटा बच्चा' },
  Emergency: { hi: 'इमरजेंसी' },
};
const SEX: ValueWords = { Male: { hi: 'पुरुष' }, Female: { hi: 'महिला' }, Other: { hi: 'अन्य' } };
const RELATION: ValueWords = {
  Spouse: { en: 'Husband or wife', hi: 'पति या पत्नी' },
  Child: { en: 'Son or daughter', hi: 'बेटा या बेटी' },
  Parent: { en: 'Father or mother', hi: 'पिता या माता' },
  Sibling: { en: 'Brother or sister', hi: 'भाई या बहन' },
  Other: { en: 'Other relative', hi: 'दूसरे रिश्तेदार' },
};
const LANGUAGE: Record<Language, { en: string; hi: string }> = {
  en: { en: 'English', hi: 'अंग्रेज़ी' },
  hi: { en: 'Hindi', hi: 'हिन्दी' },
};
const PAYMENT_METHOD: ValueWords = {
  Cash: { hi: 'नकद' },
  UPI: { hi: 'UPI' },
  Free: { en: 'Free (no fee)', hi: 'कोई फ़ीस नहीं (मुफ़्त)' },
};
const OUTSIDE_KIND: ValueWords = {
  other: { en: 'A doctor you typed in', hi: 'आपके लिखे डॉक्टर' },
  unregistered: { en: 'A listed doctor outside the app', hi: 'लिस्ट के डॉक्टर (ऐप के बाहर)' },
  government: { en: 'Government hospital', hi: 'सरकारी अस्पताल' },
};
const TEST_STATUS: ValueWords = {
  Scheduled: { hi: 'तय' },
  'Sample Collected': { hi: 'सैंपल लिया गया' },
  Completed: { hi: 'पूरी हुई' },
};
const DELIVERY_STATUS: ValueWords = {
  ...STATUS,
  Dispatched: { hi: 'भेज दिया गया' },
  Delivered: { hi: 'पहुँच गया' },
};
const DELIVERY_TYPE: ValueWords = { Normal: { hi: 'सामान्य' }, Urgent: { hi: 'अर्जेंट' } };
const PAYMENT_STATUS: ValueWords = {
  Pending: { hi: 'इंतज़ार में' },
  Paid: { hi: 'भुगतान हो गया' },
  Refunded: { hi: 'रिफ़ंड हो गया' },
};
const REQUEST_KIND: ValueWords = { Emergency: { hi: 'इमरजेंसी' }, Ambulance: { hi: 'एम्बुलेंस' } };
const EMERGENCY_TYPE: ValueWords = {
  Trauma: { en: 'Injury or accident', hi: 'चोट या दुर्घटना' },
  'Non-Trauma': { en: 'Sudden illness', hi: 'अचानक बीमारी' },
};
const EMERGENCY_STATUS: ValueWords = {
  Pending: { hi: 'इंतज़ार में' },
  Called: { en: 'Called back', hi: 'कॉल किया गया' },
  Dispatched: { en: 'Ambulance sent', hi: 'एम्बुलेंस भेजी गई' },
  Closed: { hi: 'बंद' },
  Cancelled: { hi: 'रद्द' },
};
const CHANNELS: ValueWords = {
  '': { en: 'None', hi: 'कोई नहीं' },
  push: { en: 'Notifications', hi: 'नोटिफ़िकेशन' },
  sms: { en: 'SMS', hi: 'SMS' },
  'push,sms': { en: 'Notifications and SMS', hi: 'नोटिफ़िकेशन और SMS' },
};

const CONSENT: ValueWords = { true: { en: 'Given', hi: 'दी' }, false: { en: 'Withdrawn', hi: 'वापस ली' } };
const CONSENT_PURPOSE: ValueWords = {
  service: { en: 'The privacy policy (to use the app)', hi: 'प्राइवेसी नीति (ऐप इस्तेमाल करने के लिए)' },
  sms: { en: 'SMS alerts', hi: 'SMS अलर्ट' },
  push: { en: 'Notifications', hi: 'नोटिफ़िकेशन' },
};
const CORRECTION_RECORD: ValueWords = {
  booking: { en: 'Booking with a doctor', hi: 'डॉक्टर की बुकिंग' },
  'lab-booking': { en: 'Lab booking', hi: 'लैब बुकिंग' },
};
const CORRECTION_FIELD: ValueWords = {
  name: { en: 'Name', hi: 'नाम' },
  age: { en: 'Age', hi: 'उम्र' },
  address: { en: 'Address', hi: 'पता' },
  phone_number: { en: 'Phone number', hi: 'फ़ोन नंबर' },
};
const CORRECTION_STATUS: ValueWords = {
  Waiting: { hi: 'इंतज़ार में' },
  Approved: { hi: 'मंज़ूर' },
  Declined: { hi: 'नामंज़ूर' },
};
const GRIEVANCE_SUBJECT: ValueWords = {
  MyData: { en: 'My personal data', hi: 'मेरी निजी जानकारी' },
  WrongRecord: { en: 'A wrong record', hi: 'कोई गलत रिकॉर्ड' },
  Booking: { en: 'A booking', hi: 'कोई बुकिंग' },
  Other: { en: 'Something else', hi: 'कुछ और' },
};
const GRIEVANCE_STATUS: ValueWords = {
  Open: { en: 'Waiting for a reply', hi: 'जवाब का इंतज़ार' },
  Resolved: { en: 'Answered', hi: 'जवाब आ गया' },
};
const NOTICE_KIND: ValueWords = {
  breach: { en: 'A breach of your personal data', hi: 'निजी जानकारी लीक होने की सूचना' },
};

// The labels several sections share.
const LABELS = {
  name: { en: 'Name', hi: 'नाम' },
  patientName: { en: 'Patient’s name', hi: 'मरीज़ का नाम' },
  age: { en: 'Age', hi: 'उम्र' },
  phone: { en: 'Mobile number', hi: 'मोबाइल नंबर' },
  address: { en: 'Address', hi: 'पता' },
  city: { en: 'City', hi: 'शहर' },
  problem: { en: 'Problem', hi: 'समस्या' },
  forWhom: { en: 'For', hi: 'किसके लिए' },
  member: { en: 'Family member', hi: 'परिवार का सदस्य' },
  date: { en: 'Date', hi: 'तारीख' },
  slot: { en: 'Slot', hi: 'स्लॉट' },
  status: { en: 'Status', hi: 'स्थिति' },
  booking: { en: 'Booking number', hi: 'बुकिंग नंबर' },
  number: { en: 'Number', hi: 'नंबर' },
  doctor: { en: 'Doctor', hi: 'डॉक्टर' },
  fee: { en: 'Fee', hi: 'फ़ीस' },
  appCharge: { en: 'App charge', hi: 'ऐप शुल्क' },
  prescription: { en: 'Prescription', hi: 'पर्चा' },
  madeOn: { en: 'Made on', hi: 'कब बनी' },
} satisfies Record<string, Words>;

export const MY_DATA_SECTIONS: DataSection[] = [
  {
    key: 'profile',
    heading: { en: 'Your profile', hi: 'आपकी प्रोफ़ाइल' },
    single: true,
    fields: [
      { key: 'id', label: { en: 'Account number', hi: 'खाता नंबर' } },
      { key: 'full_name', label: LABELS.name },
      { key: 'phone_number', label: LABELS.phone },
      { key: 'email', label: { en: 'E-mail', hi: 'ई-मेल' } },
      { key: 'age', label: LABELS.age },
      { key: 'address', label: LABELS.address },
      { key: 'city', label: LABELS.city },
      { key: 'state', label: { en: 'State', hi: 'राज्य' } },
      { key: 'pincode', label: { en: 'Pincode', hi: 'पिनकोड' } },
      { key: 'app_language', label: { en: 'Language of the app', hi: 'ऐप की भाषा' }, values: LANGUAGE },
      { key: 'created_at', label: { en: 'Registered on', hi: 'रजिस्टर किया' }, kind: 'instant' },
    ],
    read: ({ db }, patientId) =>
      db
        .selectFrom('users')
        .select([
          'id',
          'full_name',
          'phone_number',
          'email',
          'age',
          'address',
          'city',
          'state',
          'pincode',
          'app_language',
          'created_at',
        ])
        .where('id', '=', patientId)
        .execute(),
  },
  {
    key: 'family_members',
    heading: { en: 'Family members', hi: 'परिवार के सदस्य' },
    fields: [
      { key: 'name', label: LABELS.name },
      { key: 'age', label: LABELS.age },
      { key: 'sex', label: { en: 'Sex', hi: 'लिंग' }, values: SEX },
      { key: 'relation', label: { en: 'Relation to you', hi: 'आपसे रिश्ता' }, values: RELATION },
      { key: 'created_at', label: { en: 'Added on', hi: 'कब जोड़ा' }, kind: 'instant' },
      { key: 'removed_at', label: { en: 'Removed on', hi: 'कब हटाया' }, kind: 'instant' },
    ],
    read: ({ db }, patientId) =>
      db
        .selectFrom('family_members')
        .select(['id', 'name', 'age', 'sex', 'relation', 'created_at', 'removed_at'])
        .where('patient_id', '=', patientId)
        .orderBy('id')
        .execute(),
  },
  {
    key: 'bookings',
    heading: { en: 'Bookings with doctors', hi: 'डॉक्टर की बुकिंग' },
    fields: [
      { key: 'id', label: LABELS.booking },
      { key: 'doctor', label: LABELS.doctor, kind: 'doctor' },
      { key: 'clinic', label: { en: 'Clinic', hi: 'क्लिनिक' } },
      { key: 'booking_date', label: LABELS.date, kind: 'date' },
      { key: 'slot', label: LABELS.slot, values: SLOT },
      { key: 'booking_number', label: { en: 'Token number', hi: 'टोकन नंबर' } },
      { key: 'status', label: LABELS.status, values: STATUS },
      { key: 'token', label: { en: 'Token', hi: 'टोकन' }, values: TOKEN },
      { key: 'type', label: LABELS.forWhom, values: FOR_WHOM },
      { key: 'family_member_id', label: LABELS.member, kind: 'member' },
      { key: 'name', label: LABELS.patientName },
      { key: 'age', label: LABELS.age },
      { key: 'problem', label: LABELS.problem },
      { key: 'address', label: LABELS.address },
      { key: 'phone_number', label: LABELS.phone },
      { key: 'parchee_type', label: { en: 'Parchee', hi: 'पर्ची' }, values: PARCHEE },
      { key: 'priority', label: { en: 'Priority', hi: 'पहले बारी' }, values: PRIORITY },
      { key: 'fee', label: LABELS.fee, kind: 'rupees' },
      { key: 'arrived_at', label: { en: 'Checked in', hi: 'चेक-इन' }, kind: 'instant' },
      { key: 'called_at', label: { en: 'Called in', hi: 'अंदर बुलाया' }, kind: 'instant' },
      { key: 'done_at', label: { en: 'Consultation over', hi: 'दिखाना हो गया' }, kind: 'instant' },
      { key: 'created_at', label: { en: 'Booked on', hi: 'कब बुक की' }, kind: 'instant' },
      { key: 'priscription_image', label: LABELS.prescription, kind: 'file' },
    ],
    read: ({ db }, patientId) =>
      db
        .selectFrom('bookings')
        .innerJoin('users as doctor', 'doctor.id', 'bookings.doctor_id')
        .leftJoin('doctor_details', 'doctor_details.user_id', 'bookings.doctor_id')
        .select([
          'bookings.id',
          'doctor.full_name as doctor',
          'doctor_details.clinic_name as clinic',
          'bookings.booking_date',
          'bookings.slot',
          'bookings.booking_number',
          'bookings.status',
          'bookings.token',
          'bookings.type',
          'bookings.family_member_id',
          'bookings.name',
          'bookings.age',
          'bookings.problem',
          'bookings.address',
          'bookings.phone_number',
          'bookings.parchee_type',
          'bookings.priority',
          'bookings.fee',
          'bookings.arrived_at',
          'bookings.called_at',
          'bookings.done_at',
          'bookings.created_at',
          'bookings.priscription_image',
        ])
        .where('bookings.patient_id', '=', patientId)
        .orderBy('bookings.id')
        .execute(),
  },
  {
    key: 'payments',
    heading: { en: 'Fees paid at the clinic', hi: 'क्लिनिक पर जमा फ़ीस' },
    fields: [
      { key: 'booking_id', label: LABELS.booking },
      { key: 'method', label: { en: 'Paid by', hi: 'कैसे दी' }, values: PAYMENT_METHOD },
      { key: 'amount', label: { en: 'Amount', hi: 'राशि' }, kind: 'rupees' },
      { key: 'recorded_at', label: { en: 'Recorded on', hi: 'कब दर्ज हुई' }, kind: 'instant' },
    ],
    read: ({ db }, patientId) =>
      db
        .selectFrom('payments')
        .innerJoin('bookings', 'bookings.id', 'payments.booking_id')
        .select(['payments.booking_id', 'payments.method', 'payments.amount', 'payments.recorded_at'])
        .where('bookings.patient_id', '=', patientId)
        .orderBy('payments.booking_id')
        .execute(),
  },
  {
    key: 'other_bookings',
    heading: { en: 'Other bookings (outside the token line)', hi: 'दूसरी बुकिंग (टोकन लाइन के बाहर)' },
    fields: [
      { key: 'id', label: LABELS.booking },
      { key: 'kind', label: { en: 'Kind', hi: 'किसकी बुकिंग' }, values: OUTSIDE_KIND },
      { key: 'doctor_name', label: LABELS.doctor, kind: 'doctor' },
      { key: 'doctor_address', label: { en: 'Doctor’s address', hi: 'डॉक्टर का पता' } },
      { key: 'hospital', label: { en: 'Hospital', hi: 'अस्पताल' }, hindiKey: 'hospital_hi' },
      { key: 'department', label: { en: 'Department', hi: 'विभाग' }, hindiKey: 'department_hi' },
      { key: 'booking_date', label: LABELS.date, kind: 'date' },
      { key: 'slot', label: LABELS.slot, values: SLOT },
      { key: 'status', label: LABELS.status, values: STATUS },
      { key: 'patient_type', label: LABELS.forWhom, values: FOR_WHOM },
      { key: 'family_member_id', label: LABELS.member, kind: 'member' },
      { key: 'name', label: LABELS.patientName },
      { key: 'age', label: LABELS.age },
      { key: 'problem', label: LABELS.problem },
      { key: 'phone_number', label: LABELS.phone },
      { key: 'patient_address', label: LABELS.address },
      { key: 'city', label: LABELS.city },
      { key: 'booking_amount', label: LABELS.fee, kind: 'rupees' },
      { key: 'app_charges', label: LABELS.appCharge, kind: 'rupees' },
      { key: 'created_at', label: { en: 'Booked on', hi: 'कब बुक की' }, kind: 'instant' },
      { key: 'priscription_image', label: LABELS.prescription, kind: 'file' },
    ],
    read: ({ db }, patientId) =>
      db
        .selectFrom('external_bookings')
        .leftJoin('users as hospital', 'hospital.id', 'external_bookings.hospital_id')
        .leftJoin('departments', 'departments.id', 'external_bookings.department_id')
        .select([
          'external_bookings.id',
          'external_bookings.kind',
          'external_bookings.doctor_name',
          'external_bookings.doctor_address',
          'hospital.full_name as hospital',
          'hospital.name_hi as hospital_hi',
          'departments.name as department',
          'departments.name_hi as department_hi',
          'external_bookings.booking_date',
          'external_bookings.slot',
          'external_bookings.status',
          'external_bookings.patient_type',
          'external_bookings.family_member_id',
          'external_bookings.name',
          'external_bookings.age',
          'external_bookings.problem',
          'external_bookings.phone_number',
          'external_bookings.patient_address',
          'external_bookings.city',
          'external_bookings.booking_amount',
          'external_bookings.app_charges',
          'external_bookings.created_at',
          'external_bookings.priscription_image',
        ])
        .where('external_bookings.patient_id', '=', patientId)
        .orderBy('external_bookings.id')
        .execute(),
  },
  {
    key: 'lab_bookings',
    heading: { en: 'Lab bookings', hi: 'लैब बुकिंग' },
    fields: [
      { key: 'id', label: LABELS.booking },
      { key: 'lab', label: { en: 'Lab', hi: 'लैब' }, hindiKey: 'lab_hi' },
      { key: 'booked_by_doctor', label: { en: 'Booked by', hi: 'किसने बुक की' }, kind: 'doctor' },
      { key: 'booking_date', label: LABELS.date, kind: 'date' },
      { key: 'test_name', label: { en: 'Tests asked for', hi: 'मांगी गई जांच' } },
      { key: 'status', label: LABELS.status, values: STATUS },
      { key: 'patient_type', label: LABELS.forWhom, values: FOR_WHOM },
      { key: 'family_member_id', label: LABELS.member, kind: 'member' },
      { key: 'name', label: LABELS.patientName },
      { key: 'age', label: LABELS.age },
      { key: 'phone_number', label: LABELS.phone },
      { key: 'patient_address', label: LABELS.address },
      { key: 'city', label: LABELS.city },
      { key: 'booking_amount', label: LABELS.fee, kind: 'rupees' },
      { key: 'app_charges', label: LABELS.appCharge, kind: 'rupees' },
      { key: 'created_at', label: { en: 'Booked on', hi: 'कब बुक की' }, kind: 'instant' },
      { key: 'priscription_image', label: LABELS.prescription, kind: 'file' },
    ],
    read: ({ db }, patientId) =>
      db
        .selectFrom('lab_bookings')
        .innerJoin('users as lab', 'lab.id', 'lab_bookings.lab_id')
        .leftJoin('users as doctor', 'doctor.id', 'lab_bookings.doctor_id')
        .select([
          'lab_bookings.id',
          'lab.full_name as lab',
          'lab.name_hi as lab_hi',
          'doctor.full_name as booked_by_doctor',
          'lab_bookings.booking_date',
          'lab_bookings.test_name',
          'lab_bookings.status',
          'lab_bookings.patient_type',
          'lab_bookings.family_member_id',
          'lab_bookings.name',
          'lab_bookings.age',
          'lab_bookings.phone_number',
          'lab_bookings.patient_address',
          'lab_bookings.city',
          'lab_bookings.booking_amount',
          'lab_bookings.app_charges',
          'lab_bookings.created_at',
          'lab_bookings.priscription_image',
        ])
        .where('lab_bookings.patient_id', '=', patientId)
        .orderBy('lab_bookings.id')
        .execute(),
  },
  {
    key: 'lab_tests',
    heading: { en: 'Lab tests and reports', hi: 'लैब जांच और रिपोर्ट' },
    fields: [
      { key: 'lab_booking_id', label: { en: 'Lab booking number', hi: 'लैब बुकिंग नंबर' } },
      { key: 'test', label: { en: 'Test', hi: 'जांच' }, hindiKey: 'test_hi' },
      { key: 'status', label: LABELS.status, values: TEST_STATUS },
      { key: 'report', label: { en: 'Report', hi: 'रिपोर्ट' }, kind: 'file' },
      { key: 'created_at', label: { en: 'Added on', hi: 'कब जोड़ी' }, kind: 'instant' },
    ],
    read: ({ db }, patientId) =>
      db
        .selectFrom('lab_tests')
        .innerJoin('lab_bookings', 'lab_bookings.id', 'lab_tests.lab_booking_id')
        .leftJoin('medical_tests', 'medical_tests.code', 'lab_tests.test_code')
        .select([
          'lab_tests.id',
          'lab_tests.lab_booking_id',
          sql<string>`COALESCE(medical_tests.name, lab_tests.test_code)`.as('test'),
          'medical_tests.name_hi as test_hi',
          'lab_tests.status',
          'lab_tests.report',
          'lab_tests.created_at',
        ])
        .where('lab_bookings.patient_id', '=', patientId)
        .orderBy('lab_tests.id')
        .execute(),
  },
  {
    key: 'medicine_orders',
    heading: { en: 'Medicine deliveries', hi: 'दवा डिलीवरी' },
    fields: [
      { key: 'id', label: { en: 'Order number', hi: 'ऑर्डर नंबर' } },
      { key: 'delivery_date', label: LABELS.date, kind: 'date' },
      { key: 'delivery_type', label: { en: 'Delivery', hi: 'डिलीवरी' }, values: DELIVERY_TYPE },
      { key: 'status', label: LABELS.status, values: DELIVERY_STATUS },
      { key: 'name', label: LABELS.name },
      { key: 'phone_number', label: LABELS.phone },
      { key: 'address', label: LABELS.address },
      { key: 'city', label: LABELS.city },
      { key: 'delivery_charges', label: { en: 'Delivery charge', hi: 'डिलीवरी शुल्क' }, kind: 'rupees' },
      { key: 'amount', label: { en: 'Medicines’ bill', hi: 'दवाइयों का बिल' }, kind: 'rupees' },
      { key: 'payment_status', label: { en: 'Payment', hi: 'भुगतान' }, values: PAYMENT_STATUS },
      { key: 'created_at', label: { en: 'Ordered on', hi: 'कब ऑर्डर किया' }, kind: 'instant' },
      { key: 'priscription_image', label: LABELS.prescription, kind: 'file' },
    ],
    read: ({ db }, patientId) =>
      db
        .selectFrom('medical_deliveries')
        .select([
          'id',
          'delivery_date',
          'delivery_type',
          'status',
          'name',
          'phone_number',
          'address',
          'city',
          'delivery_charges',
          'amount',
          'payment_status',
          'created_at',
          'priscription_image',
        ])
        .where('patient_id', '=', patientId)
        .orderBy('id')
        .execute(),
  },
  {
    key: 'emergency_requests',
    heading: { en: 'Emergency and ambulance requests', hi: 'इमरजेंसी और एम्बुलेंस के अनुरोध' },
    fields: [
      { key: 'id', label: LABELS.number },
      { key: 'kind', label: { en: 'Request', hi: 'अनुरोध' }, values: REQUEST_KIND },
      { key: 'type', label: { en: 'Kind of emergency', hi: 'इमरजेंसी किस तरह की' }, values: EMERGENCY_TYPE },
      { key: 'status', label: LABELS.status, values: EMERGENCY_STATUS },
      { key: 'hospital', label: { en: 'Hospital', hi: 'अस्पताल' }, hindiKey: 'hospital_hi' },
      { key: 'name', label: LABELS.name },
      { key: 'age', label: LABELS.age },
      { key: 'phone_number', label: LABELS.phone },
      { key: 'address', label: LABELS.address },
      { key: 'city', label: LABELS.city },
      { key: 'note', label: { en: 'Your note', hi: 'आपका नोट' } },
      { key: 'status_note', label: { en: 'Call centre’s note', hi: 'कॉल सेंटर का नोट' } },
      { key: 'status_changed_at', label: { en: 'Status changed', hi: 'स्थिति बदली' }, kind: 'instant' },
      { key: 'created_at', label: { en: 'Sent on', hi: 'कब भेजा' }, kind: 'instant' },
    ],
    read: ({ db }, patientId) =>
      db
        .selectFrom('emergency_requests')
        .leftJoin('users as hospital', 'hospital.id', 'emergency_requests.hospital_id')
        .select([
          'emergency_requests.id',
          'emergency_requests.kind',
          'emergency_requests.type',
          'emergency_requests.status',
          'hospital.full_name as hospital',
          'hospital.name_hi as hospital_hi',
          'emergency_requests.name',
          'emergency_requests.age',
          'emergency_requests.phone_number',
          'emergency_requests.address',
          'emergency_requests.city',
          'emergency_requests.note',
          'emergency_requests.status_note',
          'emergency_requests.status_changed_at',
          'emergency_requests.created_at',
        ])
        .where('emergency_requests.patient_id', '=', patientId)
        .orderBy('emergency_requests.id')
        .execute(),
  },
  {
    key: 'alert_preferences',
    heading: { en: 'How we send you alerts', hi: 'आपको अलर्ट कैसे भेजे जाते हैं' },
    single: true,
    fields: [
      { key: 'channels', label: { en: 'Sent by', hi: 'किससे' }, values: CHANNELS },
      {
        key: 'turn_near_at',
        label: {
          en: '“Your turn is near” when this many are before you',
          hi: '“आपकी बारी आने वाली है” जब आपसे पहले इतने मरीज़ हों',
        },
      },
      { key: 'language', label: { en: 'Language of the SMS', hi: 'SMS की भाषा' }, values: LANGUAGE },
    ],
    // What the alerts go by now: saved, or the default a patient who never chose has.
    read: async ({ alerts }, patientId) => {
      const own = (await alerts.preferencesOf([patientId])).get(patientId);
      return own ? [{ channels: own.channels.join(','), turn_near_at: own.turnNearAt, language: own.language }] : [];
    },
  },
  {
    key: 'consents',
    heading: { en: 'Your consents now', hi: 'अभी आपकी सहमति' },
    single: true,
    fields: [
      {
        key: 'accepted_version',
        label: { en: 'Privacy policy you accepted (version)', hi: 'आपकी मंज़ूर की हुई प्राइवेसी नीति (वर्ज़न)' },
      },
      { key: 'accepted_at', label: { en: 'Accepted on', hi: 'कब मंज़ूर की' }, kind: 'instant' },
      { key: 'notice_version', label: { en: 'Privacy policy in force (version)', hi: 'लागू प्राइवेसी नीति (वर्ज़न)' } },
      { key: 'sms', label: { en: 'Consent to SMS alerts', hi: 'SMS अलर्ट की सहमति' }, values: CONSENT },
      { key: 'sms_at', label: { en: 'SMS alerts: chosen on', hi: 'SMS अलर्ट: कब चुना' }, kind: 'instant' },
      { key: 'push', label: { en: 'Consent to notifications', hi: 'नोटिफ़िकेशन की सहमति' }, values: CONSENT },
      { key: 'push_at', label: { en: 'Notifications: chosen on', hi: 'नोटिफ़िकेशन: कब चुना' }, kind: 'instant' },
    ],
    // As get-consents has them: the notice last accepted, and each alert channel (never chosen: given, no date).
    read: async ({ db, config }, patientId) => {
      const view = consentsViewOf((await consentStates(db, [patientId])).get(patientId), config.privacyNoticeVersion);
      const channels = Object.fromEntries(
        view.purposes.flatMap(({ purpose, given, at }) => [
          [purpose, given],
          [`${purpose}_at`, at],
        ]),
      );
      return [
        {
          accepted_version: view.accepted_version,
          accepted_at: view.accepted_at,
          notice_version: view.notice_version,
          ...channels,
        },
      ];
    },
  },
  {
    key: 'consent_history',
    heading: { en: 'Every consent you gave or withdrew', hi: 'आपकी दी या वापस ली गई हर सहमति' },
    fields: [
      { key: 'at', label: { en: 'When', hi: 'कब' }, kind: 'instant' },
      { key: 'purpose', label: { en: 'For', hi: 'किसके लिए' }, values: CONSENT_PURPOSE },
      { key: 'given', label: { en: 'Consent', hi: 'सहमति' }, values: CONSENT },
      {
        key: 'notice_version',
        label: { en: 'Privacy policy then in force (version)', hi: 'तब लागू प्राइवेसी नीति (वर्ज़न)' },
      },
    ],
    read: async ({ db }, patientId) =>
      (
        await db
          .selectFrom('consents')
          .select(['at', 'purpose', 'given', 'notice_version'])
          .where('user_id', '=', patientId)
          .orderBy('id')
          .execute()
      ).map((row) => ({ ...row, given: row.given === 1 })),
  },
  {
    key: 'correction_requests',
    heading: { en: 'Your requests to correct a detail', hi: 'जानकारी में सुधार के आपके अनुरोध' },
    fields: [
      { key: 'id', label: { en: 'Request number', hi: 'अनुरोध नंबर' } },
      { key: 'record_type', label: { en: 'Record', hi: 'रिकॉर्ड' }, values: CORRECTION_RECORD },
      { key: 'record_id', label: LABELS.booking },
      { key: 'field', label: { en: 'Detail', hi: 'कौन सी जानकारी' }, values: CORRECTION_FIELD },
      { key: 'old_value', label: { en: 'Before', hi: 'पहले' } },
      { key: 'proposed_value', label: { en: 'Asked for', hi: 'सही जानकारी' } },
      { key: 'note', label: { en: 'Your note', hi: 'आपका नोट' } },
      { key: 'status', label: LABELS.status, values: CORRECTION_STATUS },
      { key: 'reason', label: { en: 'Reason', hi: 'वजह' } },
      { key: 'requested_at', label: { en: 'Asked on', hi: 'कब कहा' }, kind: 'instant' },
      { key: 'decided_at', label: { en: 'Answered on', hi: 'जवाब कब मिला' }, kind: 'instant' },
    ],
    // The value before is kept once decided; while a request waits, the record's own section has it now.
    read: ({ db }, patientId) =>
      db
        .selectFrom('correction_requests')
        .select([
          'id',
          'record_type',
          'record_id',
          'field',
          'old_value',
          'proposed_value',
          'note',
          'status',
          'reason',
          'requested_at',
          'decided_at',
        ])
        .where('patient_id', '=', patientId)
        .orderBy('id')
        .execute(),
  },
  {
    key: 'grievances',
    heading: { en: 'Your grievances', hi: 'आपकी शिकायतें' },
    fields: [
      { key: 'acknowledgement', label: { en: 'Grievance number', hi: 'शिकायत नंबर' } },
      { key: 'subject', label: { en: 'About', hi: 'किस बारे में' }, values: GRIEVANCE_SUBJECT },
      { key: 'message', label: { en: 'Your grievance', hi: 'आपकी शिकायत' } },
      { key: 'created_at', label: { en: 'Sent on', hi: 'कब भेजी' }, kind: 'instant' },
      { key: 'status', label: LABELS.status, values: GRIEVANCE_STATUS },
      { key: 'reply', label: { en: 'Reply', hi: 'जवाब' } },
      { key: 'resolved_at', label: { en: 'Replied on', hi: 'जवाब कब दिया' }, kind: 'instant' },
    ],
    read: async ({ db }, patientId) =>
      (
        await db
          .selectFrom('grievances')
          .select(['id', 'subject', 'message', 'status', 'reply', 'created_at', 'resolved_at'])
          .where('patient_id', '=', patientId)
          .orderBy('id')
          .execute()
      ).map(({ id, ...row }) => ({ id, acknowledgement: acknowledgementOf(id), ...row })),
  },
  {
    key: 'notices',
    heading: { en: 'Notices given to you in the app', hi: 'ऐप में आपको दी गई सूचनाएं' },
    fields: [
      { key: 'kind', label: { en: 'Notice', hi: 'सूचना' }, values: NOTICE_KIND },
      { key: 'message_en', label: { en: 'What it said', hi: 'सूचना में क्या लिखा था' }, hindiKey: 'message_hi' },
      { key: 'created_at', label: { en: 'Given on', hi: 'कब दी गई' }, kind: 'instant' },
      { key: 'seen_at', label: { en: 'Seen in the app on', hi: 'ऐप में कब देखी' }, kind: 'instant' },
      { key: 'dismissed_at', label: { en: 'Closed on', hi: 'कब बंद की' }, kind: 'instant' },
    ],
    read: ({ db }, patientId) =>
      db
        .selectFrom('patient_notices')
        .innerJoin('notices', 'notices.id', 'patient_notices.notice_id')
        .select([
          'notices.id',
          'notices.kind',
          'notices.message_en',
          'notices.message_hi',
          'notices.created_at',
          'patient_notices.seen_at',
          'patient_notices.dismissed_at',
        ])
        .where('patient_notices.patient_id', '=', patientId)
        .orderBy('notices.id')
        .execute(),
  },
];

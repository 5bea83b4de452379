// The business constants and reference lists the wire keeps, in one place for server and web.

export const PRODUCT_NAME = 'Parchee';

/** The Operator runs the call centre's desk (/operator): emergencies, deliveries, the directory. */
export const ROLES = ['Patient', 'Doctor', 'Hospital', 'Lab', 'Operator'] as const;
export type Role = (typeof ROLES)[number];

/** The wire's user_type: hospital screens use the Doctor type (docs/wire-api.md "Sessions and CSRF"). */
export const USER_TYPE_OF_ROLE: Record<Role, 'Patient' | 'Doctor' | 'Lab' | 'Operator'> = {
  Patient: 'Patient',
  Doctor: 'Doctor',
  Hospital: 'Doctor',
  Operator: 'Operator',
  Lab: 'Lab',
};

export const SLOTS = ['Morning', 'Afternoon', 'Evening'] as const;
export type Slot = (typeof SLOTS)[number];
/**
 * Why a slot can or cannot be joined on a date: open; full (no token left); over (today, after its closing
 * time); not-sitting (the doctor does not sit that weekday); unavailable (inactive, past or too far ahead).
 */
export const SLOT_STATES = ['open', 'full', 'over', 'not-sitting', 'unavailable'] as const;
export type SlotState = (typeof SLOT_STATES)[number];
/** A slot shows 'Filling fast.' from this share of its places taken; below it, the places left. */
export const FILLING_FAST_SHARE = 0.7;

/** What a booking form may ask for: a new patient, or an old one coming back. */
export const PARCHEE_TYPES = ['New', 'Old'] as const;
/** A free follow-up visit: only the server marks a booking so (decision 0048). */
export const FREE_FOLLOW_UP = 'Follow-up';
/** Every parchee type a booking may carry. */
export const BOOKING_PARCHEE_TYPES = [...PARCHEE_TYPES, FREE_FOLLOW_UP] as const;
export const PATIENT_TYPES = ['Self', 'Other'] as const;
/** The people of a patient's family they book for (a family member's sex and relation to the account holder). */
export const SEXES = ['Male', 'Female', 'Other'] as const;
export const RELATIONS = ['Spouse', 'Child', 'Parent', 'Sibling', 'Other'] as const;
export type Relation = (typeof RELATIONS)[number];
/** How many family members one account keeps at most: a household, not a clinic's register. */
export const FAMILY_MEMBERS_MAX = 10;
export const BOOKING_STATUSES = ['Pending', 'Approved', 'Cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/**
 * Skipped: called while absent; the doctor may call it back in (Live) later. Done: seen (called in, then out).
 * Missed: still waiting, never arrived, when its slot closed: nobody calls it, nobody counts it before them
 * (the doctor's side may still call it back in).
 */
export const TOKEN_STATES = ['Pending', 'Live', 'Done', 'Skipped', 'Missed'] as const;
export type TokenState = (typeof TOKEN_STATES)[number];

/**
 * Who is called out of turn, once arrived: senior citizens, pregnant women, people with a disability,
 * young children, and an emergency. The desk sets it (never the patient); 'None' is the turn of the number.
 */
export const PRIORITIES = ['None', 'Senior', 'Pregnant', 'Disability', 'Child', 'Emergency'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const LAB_BOOKING_STATUSES = ['Pending', 'Accepted', 'Denied', 'Cancelled'] as const;
export const LAB_TEST_STATUSES = ['Scheduled', 'Sample Collected', 'Completed'] as const;
export const DELIVERY_TYPES = ['Normal', 'Urgent'] as const;
/** Set by the delivery desk (npm run admin -- set-delivery-status); a new order is Pending. */
export const DELIVERY_STATUSES = ['Pending', 'Accepted', 'Dispatched', 'Delivered', 'Cancelled'] as const;
export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Refunded'] as const;
export const EMERGENCY_TYPES = ['Trauma', 'Non-Trauma'] as const;
/**
 * An emergency or ambulance request's way through the call centre: Pending -> Called (the patient was
 * called back) -> Dispatched (help is on its way) -> Closed, or Cancelled at any step before Closed.
 */
export const EMERGENCY_STATUSES = ['Pending', 'Called', 'Dispatched', 'Closed', 'Cancelled'] as const;
export type EmergencyStatus = (typeof EMERGENCY_STATUSES)[number];
export const EMERGENCY_NEXT_STATUSES: Record<EmergencyStatus, readonly EmergencyStatus[]> = {
  Pending: ['Called', 'Cancelled'],
  Called: ['Dispatched', 'Cancelled'],
  Dispatched: ['Closed', 'Cancelled'],
  Closed: [],
  Cancelled: [],
};

/**
 * What the call centre's directory adds and edits: doctors who sign in, unregistered doctors (booked through
 * the other-booking path), hospitals, government hospitals with their department doctors, and labs.
 */
export const DIRECTORY_KINDS = [
  'doctor',
  'unregistered-doctor',
  'hospital',
  'government-hospital',
  'government-doctor',
  'lab',
] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];
/** What the directory finds: its own kinds, and patients (by their full number, for a password link only). */
export const DIRECTORY_LOOKUP_KINDS = [...DIRECTORY_KINDS, 'patient'] as const;
export type DirectoryLookupKind = (typeof DIRECTORY_LOOKUP_KINDS)[number];

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const DEFAULT_CITY = 'Deoria';
export const DEFAULT_USER_TYPE_PREFERENCE = 'patient';
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The language of a first start, before the user chooses (the language modal highlights it). */
export const DEFAULT_LANGUAGE: Language = 'hi';

/** Government-hospital departments with the ids old clients send. */
export const DEPARTMENTS = [
  { id: 38, key: 'ophthalmology', name: 'Ophthalmology', name_hi: 'नेत्र रोग (आंख)' },
  { id: 18, key: 'cardiology', name: 'Cardiology', name_hi: 'हृदय रोग (दिल)' },
  { id: 12, key: 'general_physician', name: 'General Physician', name_hi: 'सामान्य डॉक्टर (फ़िज़िशियन)' },
  { id: 22, key: 'surgeon', name: 'Surgeon', name_hi: 'सर्जन' },
  { id: 36, key: 'chest', name: 'Chest', name_hi: 'छाती रोग' },
  { id: 6, key: 'psychiatrist', name: 'Psychiatrist', name_hi: 'मानसिक रोग' },
  { id: 37, key: 'dermatology', name: 'Dermatology', name_hi: 'त्वचा रोग' },
  { id: 28, key: 'medicine', name: 'Medicine', name_hi: 'मेडिसिन' },
  { id: 19, key: 'ent', name: 'ENT', name_hi: 'नाक, कान, गला (ENT)' },
] as const;

/** Specialist categories on the patient home, with the ids old clients send. */
export const SPECIALIST_CATEGORIES = [
  { id: 10, key: 'general_physician', name: 'General Physician', name_hi: 'सामान्य डॉक्टर (फ़िज़िशियन)' },
  { id: 25, key: 'bone', name: 'Bone', name_hi: 'हड्डी रोग' },
  { id: 11, key: 'dentist', name: 'Dentist', name_hi: 'दांत के डॉक्टर' },
  { id: 12, key: 'gastro', name: 'Gastro', name_hi: 'पेट रोग' },
  { id: 9, key: 'heart_neuro', name: 'Heart & Neuro', name_hi: 'हृदय और न्यूरो' },
  { id: 23, key: 'female_specialist', name: 'Female Specialist', name_hi: 'महिला रोग विशेषज्ञ' },
] as const;

/** Medical degrees, in Hindi as a Hindi signboard spells them out. */
export const DEGREES = [
  { id: 1, name: 'MBBS', name_hi: 'एमबीबीएस' },
  { id: 2, name: 'MD', name_hi: 'एमडी' },
  { id: 3, name: 'MS', name_hi: 'एमएस' },
  { id: 4, name: 'BDS', name_hi: 'बीडीएस' },
  { id: 5, name: 'MDS', name_hi: 'एमडीएस' },
  { id: 6, name: 'DNB', name_hi: 'डीएनबी' },
  { id: 7, name: 'BAMS', name_hi: 'बीएएमएस' },
  { id: 8, name: 'BHMS', name_hi: 'बीएचएमएस' },
] as const;

/** The 28 states and 8 union territories of India. */
export const STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

export const STATIC_PAGES = ['about_us', 'refund_policy', 'privacy_policy', 'terms_&_condition'] as const;
export type StaticPageKey = (typeof STATIC_PAGES)[number];

/** A government booking: the Morning counter, closing at `closes` (IST), for a fixed fee. */
export const GOV_BOOKING = {
  slot: 'Morning' as Slot,
  closes: '13:00',
  fee: 10,
  sittingDays: WEEKDAYS.filter((d) => d !== 'Sunday'),
};

/** The screens' timings (docs/wire-api.md "Timings"). */
export const TIMING = {
  toastMs: 2500,
  toastAutoHideMs: 5000,
  maxToasts: 3,
  installPromptDelayMs: 1000,
  newVersionModalDelayMs: 100,
  scheduleLoadDelayMs: 300,
  resizeDebounceMs: 166,
  firstRefreshMs: 20000,
  refreshIntervalMs: 20000,
  redirectDelayMs: 1500,
  modalCloseDelayMs: 1500,
  errorClearDelayMs: 4500,
  moduleLoadTimeoutMs: 120000,
} as const;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const HOME_STATS = { hospitals: '15+', doctors: '150+', users: '2500+' } as const;
export const AGENT_OFFER = { rupees: 1000, acceptedBookings: 70 } as const;

/** The waiting room's ranges: a doctor's average consultation, how early "your turn is near" goes out
 *  (patients before), the running-late delay, and the length of its notice. */
export const WAITING_ROOM = {
  consultMinutes: { min: 1, max: 60 },
  alertAt: { min: 1, max: 10 },
  delayMinutes: { min: 0, max: 600 },
  noticeMax: 200,
  /** Doctors one public board stream may follow; a hospital's board with more opens several streams. */
  doctorsPerBoardStream: 20,
} as const;

/**
 * A visit's fee as the desk records it: in cash, by UPI, or not taken (Free). A doctor's free follow-ups:
 * within how many days of a paid visit, and how many visits.
 */
export const PAYMENT_METHODS = ['Cash', 'UPI', 'Free'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const FEES = {
  /** Rupees the desk may record for one visit at most. */
  amountMax: 100_000,
  freeFollowUpDays: { min: 0, max: 60 },
  freeFollowUpVisits: { min: 1, max: 10 },
} as const;

/**
 * The OPD floor: a passed patient who arrives late is called after this many other arrived patients (the
 * doctor's setting, default 2), the desk's note on a priority, and how long a check-in code on the waiting
 * room's screen lasts by default (CHECK_IN_CODE_MINUTES).
 */
export const FLOOR = {
  lateRejoinAfter: { min: 0, max: 10, default: 2 },
  priorityNoteMax: 100,
  checkInCodeMinutes: 5,
} as const;

export const LIMITS = {
  phoneDigits: 10,
  pincodeDigits: 6,
  uploadBytes: 5 * 1024 * 1024,
  textMax: 500,
  passwordMin: 6,
  passwordMax: 128,
} as const;

/** The upload limit in whole megabytes, as the too-large message states it. */
export const UPLOAD_MEGABYTES = LIMITS.uploadBytes / (1024 * 1024);

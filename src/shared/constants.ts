// The spec's business constants and reference lists, in one place for server and web.

export const PRODUCT_NAME = 'Parchee';

export const ROLES = ['Patient', 'Doctor', 'Hospital', 'Lab'] as const;
export type Role = (typeof ROLES)[number];

/** The wire's user_type: hospital screens use the Doctor type (spec part 1, section 3). */
export const USER_TYPE_OF_ROLE: Record<Role, 'Patient' | 'Doctor' | 'Lab'> = {
  Patient: 'Patient',
  Doctor: 'Doctor',
  Hospital: 'Doctor',
  Lab: 'Lab',
};

export const SLOTS = ['Morning', 'Afternoon', 'Evening'] as const;
export type Slot = (typeof SLOTS)[number];

export const PARCHEE_TYPES = ['New', 'Old'] as const;
export const PATIENT_TYPES = ['Self', 'Other'] as const;
export const BOOKING_STATUSES = ['Pending', 'Approved', 'Cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const TOKEN_STATES = ['Pending', 'Live', 'Done'] as const;
export type TokenState = (typeof TOKEN_STATES)[number];

export const LAB_BOOKING_STATUSES = ['Pending', 'Accepted', 'Denied', 'Cancelled'] as const;
export const LAB_TEST_STATUSES = ['Scheduled', 'Sample Collected', 'Completed'] as const;
export const DELIVERY_TYPES = ['Normal', 'Urgent'] as const;
/** Set by the delivery desk (npm run admin -- set-delivery-status); a new order is Pending. */
export const DELIVERY_STATUSES = ['Pending', 'Accepted', 'Dispatched', 'Delivered', 'Cancelled'] as const;
export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Refunded'] as const;
export const EMERGENCY_TYPES = ['Trauma', 'Non-Trauma'] as const;

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const DEFAULT_CITY = 'Deoria';
export const DEFAULT_USER_TYPE_PREFERENCE = 'patient';
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The language of a first start, before the user chooses (the language modal highlights it). */
export const DEFAULT_LANGUAGE: Language = 'hi';

/** Government-hospital departments with the spec's ids (part 2, section 2). */
export const DEPARTMENTS = [
  { id: 38, key: 'ophthalmology', name: 'Ophthalmology' },
  { id: 18, key: 'cardiology', name: 'Cardiology' },
  { id: 12, key: 'general_physician', name: 'General Physician' },
  { id: 22, key: 'surgeon', name: 'Surgeon' },
  { id: 36, key: 'chest', name: 'Chest' },
  { id: 6, key: 'psychiatrist', name: 'Psychiatrist' },
  { id: 37, key: 'dermatology', name: 'Dermatology' },
  { id: 28, key: 'medicine', name: 'Medicine' },
  { id: 19, key: 'ent', name: 'ENT' },
] as const;

/** Specialist categories on the patient home (part 2, section 2). */
export const SPECIALIST_CATEGORIES = [
  { id: 10, key: 'general_physician', name: 'General Physician' },
  { id: 25, key: 'bone', name: 'Bone' },
  { id: 11, key: 'dentist', name: 'Dentist' },
  { id: 12, key: 'gastro', name: 'Gastro' },
  { id: 9, key: 'heart_neuro', name: 'Heart & Neuro' },
  { id: 23, key: 'female_specialist', name: 'Female Specialist' },
] as const;

export const DEGREES = [
  { id: 1, name: 'MBBS' },
  { id: 2, name: 'MD' },
  { id: 3, name: 'MS' },
  { id: 4, name: 'BDS' },
  { id: 5, name: 'MDS' },
  { id: 6, name: 'DNB' },
  { id: 7, name: 'BAMS' },
  { id: 8, name: 'BHMS' },
] as const;

/** The 28 states and 8 union territories of India. */
export const STATES = [
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana',
  'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur',
  'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana',
  'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
  'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi',
  'Jammu and Kashmir', 'Ladakh', 'Lakshadweep', 'Puducherry',
] as const;

export const STATIC_PAGES = ['about_us', 'refund_policy', 'privacy_policy', 'terms_&_condition'] as const;
export type StaticPageKey = (typeof STATIC_PAGES)[number];

/** Government hospital booking rules (part 2, section 9). */
export const GOV_BOOKING = { slot: 'Morning' as Slot, fee: 10, sittingDays: WEEKDAYS.filter((d) => d !== 'Sunday') };

/** Timing constants of part 1, section 9. Values the spec leaves out are ours, named here. */
export const TIMING = {
  toastMs: 2500,
  toastAutoHideMs: 5000,
  maxToasts: 3,
  installPromptDelayMs: 1000,
  newVersionModalDelayMs: 100,
  scheduleLoadDelayMs: 300,
  listFillDelayMs: 1000,
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

// The tables as Kysely sees them. Dates are 'yyyy-mm-dd' text, instants ISO-8601 UTC text, flags 0/1.
import type { ColumnType, Generated } from 'kysely';
import type {
  EmergencyStatus,
  PaymentMethod,
  Priority,
  Relation,
  Role,
  SEXES,
  Slot,
  TokenState,
} from '../../shared/constants';
import type {
  ConsentPurpose,
  CorrectionField,
  CorrectionRecordType,
  CorrectionStatus,
} from '../../shared/contract/privacy';

export interface UsersTable {
  id: Generated<number>;
  role: Role;
  phone_number: string;
  /** Null for records that cannot sign in (unregistered doctors, government-hospital doctors). */
  password_hash: string | null;
  full_name: string;
  first_name: string;
  last_name: string;
  email: string;
  image: string | null;
  age: number | null;
  address: string;
  city: string;
  state: string;
  pincode: string;
  additional_phone: string;
  /** A doctor's hospital (hospital users and government hospitals are the same kind of record). */
  hospital_id: number | null;
  /** A doctor's lab. */
  lab_id: number | null;
  /** 'registered', 'unregistered' (listed, booked through the other-booking path) or 'government'. */
  listing: string;
  /** A hospital's, government hospital's or lab's name in Hindi; '' for people and for a name without one. */
  name_hi: string;
  created_at: string;
  /** When the sign-in number, and the e-mail, last changed (ISO; null: never): no password link goes to a fresh one. */
  phone_changed_at: string | null;
  email_changed_at: string | null;
  /**
   * A patient's: the language they use the app in ('en' or 'hi'), their texts' until they choose one; null: never told.
   */
  app_language: string | null;
}

export interface DoctorDetailsTable {
  user_id: number;
  clinic_name: string;
  specialization_text: string;
  timing_open: string;
  timing_close: string;
  department_id: number | null;
  degree_id: number | null;
  category_id: number | null;
  registration_fees: number;
  fees: number;
  /** JSON: weekday name -> true/false. */
  sitting: string;
  experience: string;
  college: string;
  passout_year: number | null;
  /** Minutes a consultation takes, until the day has enough of its own (the waiting room's ETA). */
  average_consult_minutes: ColumnType<number, number | undefined, number>;
  /** "Your turn is near" goes out when this many patients or fewer are before a patient. */
  alert_at: ColumnType<number, number | undefined, number>;
  /** The UPI ID patients pay the fee to; '' when the clinic takes none. */
  upi_id: ColumnType<string, string | undefined, string>;
  /** A visit within this many days of the same person's paid visit is free (0: never), this many times. */
  free_follow_up_days: ColumnType<number, number | undefined, number>;
  free_follow_up_visits: ColumnType<number, number | undefined, number>;
  /** A passed patient who checks in late is called after this many other arrived patients. */
  late_rejoin_after: ColumnType<number, number | undefined, number>;
}

export interface DoctorSlotsTable {
  doctor_id: number;
  slot: Slot;
  open_time: string;
  close_time: string;
  capacity: number;
  active: number;
  /** Places kept for walk-ins at the desk: online bookings take at most capacity - desk_places (migration 0017). */
  desk_places: ColumnType<number, number | undefined, number>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

/**
 * Live password links only: a link is deleted when used, replaced, or when the account's password or contacts change.
 */
export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface SignInFailuresTable {
  account_key: string;
  failures: number;
  /** Epoch milliseconds; 0 when not locked. */
  locked_until: number;
  last_failure_at: number;
}

/** One live sign-in code per sign-in and phone number (login_key), hashed; times in ms. */
export interface LoginCodesTable {
  login_key: string;
  code_hash: string;
  expires_at: number;
  tries: number;
  sent_at: number;
  /** What the code confirms besides its holder (a number change's new number); '' for a sign-in code. */
  payload: ColumnType<string, string | undefined, string>;
}

export type ContactField = 'phone_number' | 'email';
/** Waiting for the account or a second operator; Applied; Stopped by the account (or withdrawn). */
export type ContactChangeStatus = 'Waiting' | 'Applied' | 'Stopped';

/** The call centre's change of an account's sign-in number or e-mail, and who decided it. */
export interface ContactChangesTable {
  id: Generated<number>;
  user_id: number;
  field: ContactField;
  old_value: string;
  new_value: string;
  /** The operator who asked for it. */
  requested_by: number;
  requested_at: string;
  /** Until when it may be confirmed, approved or stopped (a day after it was asked for). */
  expires_at: string;
  /** The link sent to the old number and e-mail, hashed: the changes asked for together share it. */
  token_hash: string;
  status: ContactChangeStatus;
  /** The second operator who approved it; null when the account itself decided. */
  decided_by: number | null;
  decided_at: string | null;
}

/** What an outbox row is: a mail, a text message (SMS) or a voice call. */
export type OutboxChannel = 'mail' | 'sms' | 'call';

export interface OutboxTable {
  id: Generated<number>;
  channel: ColumnType<OutboxChannel, OutboxChannel | undefined, never>;
  to_address: string;
  subject: string;
  body: string;
  created_at: string;
  sent_at: string | null;
  state: ColumnType<OutboxState, OutboxState | undefined, OutboxState>;
  attempts: ColumnType<number, number | undefined, number>;
  /** When the next attempt is due, or the lease of the sender trying it now; null once sent or given up. */
  next_attempt_at: string | null;
  /** The gateway's last answer (its status and the start of its body), or why it gave none. */
  last_answer: ColumnType<string, string | undefined, string>;
}

/** Where a message is: waiting to be sent (again), delivered, given up, or over its number's daily limit. */
export type OutboxState = 'queued' | 'sent' | 'failed' | 'dropped';

/** A patient's alert preferences (none saved: push when subscribed, else SMS; the doctor's turn-near count). */
export interface AlertPreferencesTable {
  patient_id: number;
  /** The channels, comma-separated ('push', 'sms', 'push,sms'). */
  channels: string;
  turn_near_at: number;
  language: string;
  updated_at: string;
}

/** One consent event of a patient (decision 0090); a purpose's newest row is its state. */
export interface ConsentsTable {
  id: Generated<number>;
  user_id: number;
  /** 'service' (the privacy notice accepted), 'sms' or 'push'. */
  purpose: ConsentPurpose;
  /** The privacy notice in force when it was given or withdrawn. */
  notice_version: string;
  /** 1 given, 0 withdrawn (or not given at registration). */
  given: number;
  at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  role: string | null;
  action: string;
  record_type: string;
  record_id: number | null;
  outcome: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface PushSubscriptionsTable {
  user_id: number;
  token: string;
  /** The device's language: pushes are written in it. */
  lang: string;
  created_at: string;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  call: string;
  status_code: number | null;
  answer: string | null;
  created_at: string;
}

export interface CitiesTable {
  id: Generated<number>;
  name: string;
  /** The Hindi name beside the English one (the English one is the value on the wire). */
  name_hi: ColumnType<string, string | undefined, string>;
  position: number;
}

export interface NamedRowTable {
  id: number;
  name: string;
}

/** A reference row people read in both languages (departments, specialist categories, degrees). */
export interface BilingualRowTable extends NamedRowTable {
  name_hi: ColumnType<string, string | undefined, string>;
}

export interface MedicalTestsTable {
  code: string;
  name: string;
  name_hi: ColumnType<string, string | undefined, string>;
}

/** A specialisation as doctors write it, with the Hindi a patient reads. */
export interface SpecialisationsTable {
  name: string;
  name_hi: string;
  position: number;
}

export interface StaticPagesTable {
  page: string;
  content_en: string;
  content_hi: string;
}

export interface BookingsTable {
  id: Generated<number>;
  /** The patient account the booking belongs to; null for a walk-in without one. */
  patient_id: number | null;
  doctor_id: number;
  created_by: number;
  name: string;
  age: number;
  problem: string;
  address: string;
  phone_number: string;
  /** Self, Other (patient's form) or Manual (doctor's walk-in form). */
  type: string;
  /** The patient's family member the booking is for (type Other); null otherwise. */
  family_member_id: ColumnType<number | null, number | null | undefined, number | null>;
  parchee_type: string;
  /** The IST date the booking was made: history shows a booking not yet given a slot on that day. */
  created_on: string;
  booking_date: string | null;
  slot: Slot | null;
  booking_number: number | null;
  token: TokenState;
  status: 'Pending' | 'Approved' | 'Cancelled';
  lab_booking: number;
  priscription_image: string | null;
  created_at: string;
  updated_at: string;
  /** When the token last went Live, and when it went Done (ISO): the day's consultation times. */
  called_at: string | null;
  done_at: string | null;
  /** When the patient checked in or the desk marked them arrived (ISO); null until then. */
  arrived_at: string | null;
  /** 1 once "Call next" called a higher token while this one waited without having arrived. */
  passed: number;
  /**
   * A passed patient who arrived late is called once the slot has had this many tokens called in (the calls
   * made when they arrived, plus the doctor's late_rejoin_after); null for anyone else.
   */
  rejoins_after: number | null;
  /** PRIORITIES: 'None', or who is called out of turn once arrived; set by the desk. */
  priority: Priority;
  priority_note: string;
  /** Rupees, fixed when the booking takes its token: the doctor's fee, or 0 for a free follow-up. */
  fee: ColumnType<number, number | undefined, number>;
  /** A free follow-up's paid visit. */
  follow_up_of: ColumnType<number | null, number | null | undefined, number | null>;
  /** On a paid visit: the free follow-ups it has given (not cancelled). */
  free_follow_ups_used: ColumnType<number, number | undefined, number>;
  /** A walk-in without an account who asked the desk for text messages: their language; null otherwise. */
  sms_language: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A visit's fee as the desk recorded it: one row per booking at most. */
export interface PaymentsTable {
  booking_id: number;
  method: PaymentMethod;
  /** Rupees; 0 for a free visit. */
  amount: number;
  recorded_by: number;
  recorded_at: string;
}

/** The last token handed out per doctor, date and slot: the one row every allocation updates atomically. */
export interface TokenCountersTable {
  doctor_id: number;
  booking_date: string;
  slot: Slot;
  /** The last token given (every token, online or at the desk). */
  last: number;
  /** How many of those tokens patients took online (migration 0017). */
  online: ColumnType<number, number | undefined, number>;
}

/** Uploaded files and the record that decides who may read them. */
export interface FilesTable {
  name: string;
  record_type: string;
  record_id: number;
  content_type: string;
  created_at: string;
}

export interface LabBookingsTable {
  id: Generated<number>;
  lab_id: number;
  /** The patient account, when known (a patient's own booking, or a doctor's booking for its patient). */
  patient_id: number | null;
  /** The doctor who booked it for a patient; null for a patient's own booking. */
  doctor_id: number | null;
  /** The doctor's appointment it was booked from (one lab booking per appointment). */
  patient_booking_id: number | null;
  name: string;
  age: number;
  phone_number: string;
  /** Self, or Other (someone else, a family member among them). */
  patient_type: string;
  /** The patient's family member the tests are for; null otherwise. */
  family_member_id: number | null;
  test_name: string;
  patient_address: string;
  city: string;
  booking_date: string;
  booking_amount: number;
  app_charges: number;
  status: 'Pending' | 'Accepted' | 'Denied' | 'Cancelled';
  priscription_image: string | null;
  created_at: string;
}

export interface LabTestsTable {
  id: Generated<number>;
  lab_booking_id: number;
  test_code: string;
  status: 'Scheduled' | 'Sample Collected' | 'Completed';
  report: string | null;
  created_at: string;
}

/**
 * A booking of a doctor outside the queue: typed in by the patient ('other'), a listed unregistered doctor, or a
 * government-hospital doctor.
 */
export interface ExternalBookingsTable {
  id: Generated<number>;
  kind: 'other' | 'unregistered' | 'government';
  patient_id: number;
  /** Self or Other. */
  patient_type: string;
  /** The patient's family member the booking is for (patient_type Other); null otherwise. */
  family_member_id: number | null;
  name: string;
  age: number;
  problem: string;
  phone_number: string;
  patient_address: string;
  city: string;
  /** The unregistered or government doctor; null for a typed-in doctor. */
  doctor_id: number | null;
  doctor_name: string;
  doctor_address: string;
  /** The government hospital. */
  hospital_id: number | null;
  department_id: number | null;
  booking_date: string;
  slot: Slot | null;
  /** Rupees. */
  booking_amount: number;
  /** Rupees. */
  app_charges: number;
  status: string;
  priscription_image: string | null;
  created_at: string;
}

export interface MedicalDeliveriesTable {
  id: Generated<number>;
  patient_id: number;
  name: string;
  address: string;
  phone_number: string;
  city: string;
  delivery_date: string;
  delivery_type: string;
  /** Rupees. */
  delivery_charges: number;
  status: string;
  /** The medicines' bill in rupees, set by the delivery desk. */
  amount: number | null;
  payment_status: string;
  priscription_image: string | null;
  created_at: string;
  updated_at: string;
}

export interface EmergencyRequestsTable {
  id: Generated<number>;
  kind: 'Emergency' | 'Ambulance';
  /** Trauma or Non-Trauma; null for an ambulance. */
  type: string | null;
  patient_id: number;
  name: string;
  phone_number: string;
  address: string;
  city: string;
  /** The age of the person it is for, as the patient gave it (null: not given). */
  age: number | null;
  hospital_id: number | null;
  note: string;
  status: EmergencyStatus;
  /** The operator's note with the latest change of status, and when that was (null: never changed). */
  status_note: string;
  status_changed_at: string | null;
  created_at: string;
}

/** A doctor's running-late notice for a slot of a day. */
export interface QueueDelaysTable {
  doctor_id: number;
  booking_date: string;
  slot: Slot;
  delay_minutes: number;
  notice: string;
  updated_at: string;
}

/** The waiting room's alerts already sent: each kind once per booking. */
export interface QueueAlertsTable {
  booking_id: number;
  kind: string;
  sent_at: string;
}

/** A printed slip's status link: the code's SHA-256 only, one per booking, until the booking's day ends. */
export interface TokenStatusLinksTable {
  code_hash: string;
  booking_id: number;
  expires_at: string;
}

/** A person a patient account books for besides the patient (migration 0019). */
export interface FamilyMembersTable {
  id: Generated<number>;
  patient_id: number;
  name: string;
  age: number;
  sex: (typeof SEXES)[number];
  relation: Relation;
  created_at: string;
  updated_at: string;
  /** When the patient removed them (ISO); null while kept. Their bookings keep pointing here. */
  removed_at: string | null;
}

/**
 * A patient's request to correct one field of a booking or lab booking, and the call centre's decision (migration
 * 0024).
 */
export interface CorrectionRequestsTable {
  id: Generated<number>;
  patient_id: number;
  record_type: CorrectionRecordType;
  record_id: number;
  field: CorrectionField;
  /** As the record keeps it (an age in digits). */
  proposed_value: string;
  note: string;
  status: CorrectionStatus;
  /** The call centre's reason: required to decline, '' when none was given. */
  reason: string;
  /** The record's value when the request was decided; null while it waits. */
  old_value: string | null;
  requested_at: string;
  decided_by: number | null;
  decided_at: string | null;
}

/** A patient's grievance to the grievance officer (migration 0026): open until the desk replies. */
export interface GrievancesTable {
  id: Generated<number>;
  patient_id: number;
  subject: string;
  message: string;
  status: 'Open' | 'Resolved';
  /** The desk's reply; '' while open. */
  reply: ColumnType<string, string | undefined, string>;
  created_at: string;
  resolved_at: string | null;
  /** The operator who replied. */
  resolved_by: number | null;
}

/** One notice in both languages, of a kind (a breach notice), shown in the app to the patients given it. */
export interface NoticesTable {
  id: Generated<number>;
  kind: 'breach';
  message_en: string;
  message_hi: string;
  created_at: string;
}

/** A patient given a notice: the text message that told them, and when their app showed it and they dismissed it. */
export interface PatientNoticesTable {
  notice_id: number;
  patient_id: number;
  outbox_id: number | null;
  seen_at: string | null;
  dismissed_at: string | null;
}

/** A notice of a personal data breach the call centre's desk sent: to every patient ('all') or to a list. */
export interface BreachNoticesTable {
  id: Generated<number>;
  notice_id: number;
  audience: 'all' | 'list';
  sent_by: number;
  created_at: string;
}

/** A link to a copy of a patient's data (migration 0023): used once, from the session that asked, within a day. */
export interface DataExportsTable {
  id: Generated<number>;
  /** The link's token, as its SHA-256 only. */
  token_hash: string;
  patient_id: number;
  /** The asking session's stored key (its token's hash): no other session may use the link. */
  session_key: string;
  /** The language the readable page of the copy is written in. */
  lang: string;
  created_at: string;
  expires_at: string;
  /** When the link was used (ISO); null until then. */
  used_at: string | null;
}

/** A patient's request to erase their account (migration 0025): waiting while erased_at is null, kept once erased. */
export interface AccountErasuresTable {
  user_id: number;
  requested_at: string;
  /** When the erasure is carried out (ERASURE_WAIT_HOURS after the request). */
  erase_at: string;
  /** When it was carried out; null while it waits. The row then names only the account, for the retention job. */
  erased_at: string | null;
}

export interface Database {
  grievances: GrievancesTable;
  notices: NoticesTable;
  patient_notices: PatientNoticesTable;
  breach_notices: BreachNoticesTable;
  family_members: FamilyMembersTable;
  correction_requests: CorrectionRequestsTable;
  account_erasures: AccountErasuresTable;
  lab_bookings: LabBookingsTable;
  external_bookings: ExternalBookingsTable;
  medical_deliveries: MedicalDeliveriesTable;
  emergency_requests: EmergencyRequestsTable;
  lab_tests: LabTestsTable;
  bookings: BookingsTable;
  payments: PaymentsTable;
  token_counters: TokenCountersTable;
  queue_delays: QueueDelaysTable;
  queue_alerts: QueueAlertsTable;
  token_status_links: TokenStatusLinksTable;
  files: FilesTable;
  users: UsersTable;
  doctor_details: DoctorDetailsTable;
  doctor_slots: DoctorSlotsTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  rate_limits: RateLimitsTable;
  sign_in_failures: SignInFailuresTable;
  outbox: OutboxTable;
  alert_preferences: AlertPreferencesTable;
  consents: ConsentsTable;
  login_codes: LoginCodesTable;
  contact_changes: ContactChangesTable;
  audit_log: AuditLogTable;
  data_exports: DataExportsTable;
  settings: SettingsTable;
  push_subscriptions: PushSubscriptionsTable;
  idempotency_keys: IdempotencyKeysTable;
  cities: CitiesTable;
  departments: BilingualRowTable;
  categories: BilingualRowTable;
  degrees: BilingualRowTable;
  specialisations: SpecialisationsTable;
  medical_tests: MedicalTestsTable;
  static_pages: StaticPagesTable;
}

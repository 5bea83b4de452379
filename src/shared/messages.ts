// Every user-visible text the server sends, in the exact wording the app has always shown (typos included
// where it had them): docs/wire-api.md "Validation messages" says why. The web shows them through i18n: messages.<key>
// in the locale files.
import { CALL_FAILURE_MESSAGES } from './call-failure-messages';
import { UPLOAD_MEGABYTES } from './constants';

export const MESSAGES = {
  required: 'This field is required',
  phoneRequired: 'Phone number is required',
  passwordRequired: 'Password is required',
  loginPhoneInvalid: 'Please provide a valid Phone number.',
  phoneInvalid: 'Please provide a valid phone number.',
  phoneNotNumeric: 'Please provide a valid phone number in numbers.',
  passwordMismatchRegistration: 'Password should be same as confirm password.',
  passwordMismatch: 'Confirm password should be same as password.',
  passwordTooShort: 'Password must have at least 6 characters.',
  emailInvalid: 'Please provide a valid email address.',
  emailInvalidProfile: 'Please provide a valid Email Address.',
  noSpecialCharacters: 'No special characters are allowed.',
  pincodeNotNumeric: 'Please provide a valid pincode in numbers.',
  pincodeInvalid: 'Please provide a valid pincode.',
  capacityNotNumeric: 'Please provide a valid number of patient in numbers.',
  capacityInvalid: 'Please provide a valid number of patient.',
  deskPlacesNotNumeric: 'Please provide a valid number of desk places in numbers.',
  deskPlacesInvalid: 'Please provide a valid number of desk places, from 0 to the slot capacity.',
  consultMinutesInvalid: 'Please give the average consultation time in minutes, from 1 to 60.',
  alertAtInvalid: 'Please choose how many patients before their turn to alert, from 1 to 10.',
  turnNearAtInvalid: 'Please choose how many patients before your turn to be alerted, from 1 to 10.',
  alertChannelsInvalid: 'Please choose push notifications, SMS, both or neither.',
  delayInvalid: 'Please give the delay in minutes, from 0 to 600.',
  upiIdInvalid: 'Please enter a UPI ID like name@bank, or leave it blank.',
  freeFollowUpDaysInvalid: 'Please give the days a follow-up stays free, from 0 to 60.',
  freeFollowUpVisitsInvalid: 'Please give how many free follow-up visits, from 1 to 10.',
  paymentAmountInvalid: 'Please enter the amount received in rupees, from 1 to 100000.',
  freeVisitAmount: 'A free visit has no amount: enter 0, or choose Cash or UPI.',
  lateRejoinInvalid: 'Please choose after how many arrived patients a late patient is called, from 0 to 10.',
  delayOrNoticeRequired: 'Choose how late, or write a message.',
  ageNotNumeric: 'Please provide a valid age in numbers.',
  ageNotPositive: 'Age cannot be 0 or smaller.',
  dateInvalid: 'Please provide a valid date.',
  dateInPast: 'The date cannot be in the past.',
  timeInvalid: 'Please provide a valid time.',
  invalidValue: 'Please choose a valid value.',
  wrongCredentials: 'Wrong phone number or password provided.',
  signInOnDoctorTab: 'This number belongs to a doctor or hospital account. Please sign in on the Doctor tab.',
  signInOnPatientTab: 'This number belongs to a patient account. Please sign in on the Patient tab.',
  phoneTaken: 'This phone number is already registered.',
  registered: 'Registration successful. Please log in.',
  loggedIn: 'Welcome!',
  loggedOut: 'Logged out successfully',
  passwordChanged: 'Password changed successfully.',
  resetMailSent: 'If an account with this email exists, a password reset link has been sent to it.',
  deliveryUpdated: 'The order has been updated.',
  appVersionSet: 'Every open app will now follow this version.',
  directorySaved: 'Saved.',
  directoryPatientSearch: "Type the patient's full 10-digit phone number.",
  directoryNoSignIn: 'This record cannot sign in, so it has no password.',
  directoryKindChanged: 'This record is of another kind.',
  cityUnknown: 'Please choose a city from the list.',
  emergencyStatusChanged: 'The request has been updated.',
  emergencyStatusRefused:
    'This request cannot be moved to that status from where it stands now. It may have been moved already: look at the list again.',
  otpSent: 'If this number has an account, a 6-digit code has been sent to it.',
  otpInvalid: 'Please enter the 6-digit code.',
  otpWrong: 'This code is wrong or has expired. Please ask for a new one.',
  otpWait: 'Please wait {{seconds}} s before asking for another code.',
  otpTooMany: 'Too many codes asked for this number. Please sign in with your password, or try again later.',
  otpTriesUsed: 'This code was entered wrong too many times. Please ask for a new one.',
  phoneChangeByCode: 'To change your mobile number, use "Change number": we send a code to the new number.',
  phoneSameAsNow: 'This is already your mobile number.',
  phoneChangeCodeSent: 'A 6-digit code has been sent to the new number.',
  phoneChanged: 'Your mobile number has been changed.',
  contactChangeLinkInvalid: 'This link is invalid or has expired.',
  contactChangeConfirmed: 'The change has been made.',
  contactChangeStopped: 'The change has been stopped. Nothing was changed.',
  contactChangeWaiting:
    'Saved. The new number or e-mail takes effect once the account holder confirms it from the old one, or another operator approves it.',
  contactChangeAlreadyWaiting: 'A change of this is already waiting for approval.',
  contactChangeOtherOperator: 'Another operator must approve this change.',
  contactChangeApproved: 'The change has been approved and made.',
  contactChangeNotWaiting: 'This change is no longer waiting: it was made, stopped or has expired.',
  passwordLinkAfterChange:
    "This account's number and e-mail changed in the last 24 hours, so no password link can be sent yet.",
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  tokenSaved: 'Notification token saved.',
  pushSubscriptionInvalid: 'Notifications cannot be sent to this device.',
  profileSaved: 'Profile updated.',
  alertPreferencesSaved: 'Alert settings saved.',
  settingsSaved: 'Settings saved.',
  timingsSaved: 'Timings saved.',
  slotsFull: 'Sorry slots are full.',
  slotOver: 'This slot is over for today.',
  onlineTokensOver: 'Online tokens for this slot are over. The clinic gives the remaining tokens at the desk.',
  doctorDayOver: "The doctor's hours are over for today. Please choose another date.",
  dateTooFar: 'Bookings can be made up to {{days}} days ahead. Please choose an earlier date.',
  alreadyHaveToken: 'You already have a token for this slot.',
  familyMemberSaved: 'Family member saved.',
  familyMemberRemoved: 'Family member removed.',
  familyMembersFull: 'You can keep at most {{count}} family members. Remove one to add another.',
  familyMemberNameTaken: 'A family member of yours already has this name.',
  familyMemberHasToken:
    'This family member has a token that is not over yet. Cancel it, or remove them after the visit.',
  familyMemberRemovedMeanwhile:
    'This family member has been removed. Please book again and choose who the booking is for.',
  // Corrections of a booking's details (request-correction, decide-correction-request; decision 0092).
  correctionRequested: 'Your request has been sent. The call centre will check it and tell you the answer.',
  correctionEditYourself: 'You can change this yourself: Account, then Edit profile.',
  correctionSameValue: 'This is already the value on record.',
  correctionOneRecord: 'Choose one record: a booking or a lab booking.',
  correctionAlreadyWaiting: 'A request to correct this is already waiting for an answer.',
  correctionReasonRequired: 'Please say why the request is declined.',
  correctionNotWaiting: 'This request has already been answered.',
  correctionNameTaken: 'This account already has a token in the same slot for a person of this name.',
  correctionApproved: 'Approved: the record has been corrected and the patient told.',
  correctionDeclined: 'Declined: the patient has been told why.',
  // Grievances and breach notices.
  textTooLong: 'Please keep this within {{max}} characters.',
  grievanceSubmitted: 'Your grievance has been received.',
  grievanceResolved: 'The reply has been sent to the patient.',
  grievanceAlreadyResolved: 'This grievance has already been answered. Look at the list again.',
  grievanceClosedAccountErased:
    'The grievance is closed. Its account has been erased, so the reply is not kept and no SMS was sent.',
  breachAudienceInvalid: 'Choose all patients, or give the patient ids it is for.',
  breachAudienceNotPatients: "These ids are not patients' accounts: {{ids}}.",
  breachNoticeSent: 'The notice has been sent. Patients told: {{count}}.',
  paymentRecorded: 'Payment recorded.',
  paymentAlreadyRecorded: 'A payment is already recorded for this booking.',
  paymentNotTaken: 'A payment is recorded only for a booking with a token that is not cancelled.',
  bookingCancelledByPatient: 'Your booking has been cancelled.',
  draftDiscarded: 'The booking has been discarded.',
  noDoctorFound: 'No doctor could be found.',
  noLabFound: 'No lab could be found in this city.',
  labDateTooEarly: 'Please choose a date from tomorrow.',
  labBooked: 'Lab Booked',
  reportUploaded: 'Report uploaded.',
  fileNotFound: 'File not found',
  serviceNotAvailable: 'Service Not Available Yet.',
  rescheduled: 'Reschedule for the booking has been done.',
  followUpAdded: 'Follow Up booking added succeesully.',
  bookingFailed: 'There was an error while making a booking. Please try again later.',
  notAssigned: 'Not Assingned at the moment.',
  notImplemented: 'Not implemented',
  notFound: 'Not found',
  signInRequired: 'Please sign in.',
  forbidden: 'You are not allowed to do this.',
  csrfFailed: 'Your session has expired. Please reload the page.',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is not correct.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  signInLocked: 'Too many wrong passwords for this account. Please wait {{minutes}} min and try again.',
  tooManyRequests: 'Too many requests at once. Please wait {{seconds}} s and try again.',
  databaseUnavailable: 'Please try again in a few seconds.',
  serverBusy: 'Too many people are using Parchee right now. Please try again in {{seconds}} s.',
  emergencyCapReached:
    'You can send at most {{count}} emergency requests in an hour. If you need an ambulance now, call 108.',
  bookingCapReached: 'You can make at most {{count}} bookings in 24 hours. Please try again later.',
  labOrderCapReached: 'You can book lab tests at most {{count}} times in 24 hours. Please try again later.',
  medicineOrderCapReached: 'You can place at most {{count}} medicine orders in 24 hours. Please try again later.',
  invalidState: 'This change is not allowed now.',
  requestUnfinished:
    'This was sent already and its answer has not come yet. Please check whether it was done before sending it again.',
  patientAlreadyCalled:
    'This patient has already been called: the booking can no longer be accepted, cancelled or moved to another day.',
  outOnlyAfterIn: 'Only a patient who has been called in can be sent out. A patient who is not here is skipped.',
  checkInCodeInvalid: 'This check-in code is not valid now. Scan the code at the clinic again.',
  checkInNotToday: 'You can check in only on the day of your booking.',
  checkInSlotOver: "The time of your slot is over. Please speak to the clinic's desk.",
  arrivalSlotOver: 'The time of this slot is over: call the patient in, if they are to be seen.',
  checkInVisitOver: 'This visit is already over.',
  invalidRequest: 'The request could not be understood.',
  fileTooLarge: 'The file is too large (at most {{mb}} MB).',
  fileTypeNotAllowed: 'This type of file is not allowed.',
  chooseTests: 'Choose at least one test.',
  ...CALL_FAILURE_MESSAGES,
  amountInvalid: 'Please provide a valid amount in numbers.',
  feeRequired: 'Please enter the doctor\'s fee, or tick "Free consultation".',
  notSittingDay: 'The doctor does not sit on this day. Please choose another date.',
  bookingReceived: 'Your booking has been received.',
  deliveryReceived: 'Your delivery order has been received.',
  emergencyReceived: 'Your request has been received. Our call centre will call you shortly.',
  // A copy of my data (export-my-data and its download link).
  myDataLinkGone: 'This download link has been used or is more than 24 hours old. Ask for a new copy of your data.',
  // Consents and the privacy notice (decision 0090).
  privacyNoticeRequired: 'Please read the privacy policy and tick that you agree to it.',
  privacyNoticeChanged: 'The privacy policy has just changed. Please read it again and accept the new one.',
  privacyNoticeAccepted: 'Thank you. You have accepted the privacy policy.',
  smsConsentWithdrawn: 'SMS alerts are off. We will not send you alerts by SMS.',
  smsConsentGiven: 'SMS alerts are on again.',
  pushConsentWithdrawn: 'Push notifications are off. We will not send notifications to your phones.',
  pushConsentGiven: 'Push notifications are on again. Sign in again on a phone to get them there.',
  pushOffByChoice: 'You turned push notifications off in your privacy choices. Turn them on there first.',
  // Erasure of an account (decision 0093).
  erasureRequested: 'Your account will be erased in {{hours}} hours. Until then you can keep it.',
  erasureCancelled: 'Your account will not be erased.',
  accountErased: 'This account has been erased.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

const keyByText = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The key of a known message text, so the web can show it in the user's language. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return keyByText.get(text);
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * A message with {{name}} placeholders filled with numbers (a list of them, as ids, joined by ", "), as the server
 * sends it.
 */
export function fillMessage(text: string, values: Record<string, number | readonly number[]>): string {
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const value = values[name];
    if (value === undefined) return match;
    return typeof value === 'number' ? String(value) : value.join(', ');
  });
}

/** The too-large answer with the upload limit filled in, as the server and the file fields say it. */
export const FILE_TOO_LARGE = fillMessage(MESSAGES.fileTooLarge, { mb: UPLOAD_MEGABYTES });

// Messages with placeholders, each as a pattern that finds the numbers in a filled text again.
const templates = (Object.entries(MESSAGES) as [MessageKey, string][])
  .filter(([, text]) => text.includes('{{'))
  .map(([key, text]) => {
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    const escaped = text
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? '(\\d+(?:, \\d+)*)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    return { key, names, pattern: new RegExp(`^${escaped.join('')}$`) };
  });

/** The key and numbers of a filled message (fillMessage's inverse), so the web can show it translated. */
export function filledMessageOf(text: string): { key: MessageKey; values: Record<string, string> } | undefined {
  for (const { key, names, pattern } of templates) {
    const match = pattern.exec(text);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
}

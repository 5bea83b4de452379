// Registration, sign-in, passwords and the push token. Failed sign-ins lock the account for a growing time
// and slow a noisy address down (platform/sign-in-guard.ts); answers never say whether an e-mail exists.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Language, Role } from '../../../shared/constants';
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import type { SessionUser } from '../../../shared/contract/users';
import { MESSAGES } from '../../../shared/messages';
import { BadRequestError, ConflictError, UnauthorizedError, ValidationError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { parsePushSubscription } from '../../platform/push-subscription';
import { hashSecret } from '../../platform/tokens';
import { ConsentsService } from '../privacy/consents';
import type { Database } from '../../db/schema';
import { createAccount } from './account-factory';
import { PasswordLinks } from './password-links';
import { AccountsRepository } from './repository';
import { SIGN_IN_KIND_OF, SIGN_IN_ROLES, type SignInKind } from './sign-in-groups';
import { otpLoginKeyOf, type OtpSignInType, type SessionOpening } from './otp-sign-in';
import { phoneChangeCodeKeyOf } from './phone-change';
import { requireOwnAccount } from './policy';
import { loadSessionUser } from './user-view';

export type AccountTable = 'Patient' | 'Doctor' | 'Hospital' | 'Lab';

const TABLE_ROLES: Record<AccountTable, readonly Role[]> = {
  Patient: ['Patient'],
  Doctor: ['Doctor', 'Hospital'],
  Hospital: ['Hospital'],
  Lab: ['Lab'],
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The sign-in a number may belong to instead, on the other tab of the first screen, with what to say when the
 * password is right there: the Doctor tab would say as much to whoever knows the password, and no more.
 */
const OTHER_TAB: Partial<Record<SignInKind, { kind: SignInKind; message: string }>> = {
  patient: { kind: 'doctor', message: MESSAGES.signInOnDoctorTab },
  doctor: { kind: 'patient', message: MESSAGES.signInOnPatientTab },
};

/** The key an account's failed sign-ins count under: its sign-in and phone number (it may not exist). */
const signInKeyOf = (kind: SignInKind, phoneNumber: string) => `${kind}:${phoneNumber}`;

const RESET_LIMIT = { perAddress: 5, windowMs: 15 * MINUTE } as const;
/** Reset mails one account is sent in an hour, whoever asks and from wherever. */
export const RESET_MAILS_PER_ACCOUNT_PER_HOUR = 3;
const RESET_LIFETIME_MS = 30 * MINUTE;
/** Devices one user gets pushes on: a new one beyond this replaces the one saved longest ago. */
export const PUSH_DEVICES_PER_USER = 10;

export class AccountsService {
  private readonly repo: AccountsRepository;
  private readonly links: PasswordLinks;
  private readonly consents: ConsentsService;

  constructor(private readonly platform: Platform) {
    this.repo = new AccountsRepository(platform.db);
    this.links = new PasswordLinks(platform);
    this.consents = new ConsentsService(platform);
  }

  /**
   * The signed-in user. The language their app shows, when it says, is kept: a patient's texts go in it until
   * they choose one (decision 0071). The app says it at sign-in and at each start, so no call is added for it.
   */
  async getCurrentUser(userId: number, appLanguage?: Language): Promise<SessionUser> {
    const [user] = await Promise.all([
      loadSessionUser(this.platform, userId),
      appLanguage && this.platform.alerts.keepAppLanguage(userId, appLanguage),
    ]);
    if (!user) throw new UnauthorizedError();
    return user;
  }

  /**
   * Registers a patient; attempts are limited per address, as the answer tells whether a number is taken. The
   * privacy notice's version the form showed, when sent, must be the one in force (409: read it again); the
   * account is written with the consents given (decision 0090). Without it (an older client) none is recorded
   * and the patient is asked at sign-in.
   */
  async registration(input: ParsedRequestOf<'registration'>, address: string): Promise<{ id: number }> {
    await this.platform.rateLimits.take(
      `registration-address:${address}`,
      HOUR,
      this.platform.config.registrationsPerHour,
    );
    const noticeVersion = input.privacy_notice_version;
    if (noticeVersion !== undefined) this.consents.requireNoticeInForce(noticeVersion);
    const taken = await this.repo.findSignInAccount(SIGN_IN_ROLES.patient, input.phone_number);
    if (taken) throw new ConflictError(MESSAGES.phoneTaken);
    const passwordHash = await hashPassword(input.password);
    try {
      const id = await createAccount(
        this.platform.db,
        { role: 'Patient', phoneNumber: input.phone_number, passwordHash, fullName: input.full_name },
        this.platform.now(),
        noticeVersion === undefined
          ? undefined
          : (trx, patientId) =>
              this.consents.recordRegistration(trx, patientId, noticeVersion, input.alerts_consent === true),
      );
      return { id };
    } catch (error) {
      // Two registrations racing for one number: the unique index lets one through.
      if (await this.repo.findSignInAccount(SIGN_IN_ROLES.patient, input.phone_number))
        throw new ConflictError(MESSAGES.phoneTaken);
      throw error;
    }
  }

  /** The password sign-in of the four `*-login` calls (patient, doctor, lab, operator), by its kind. */
  async login(
    kind: SignInKind,
    input: { phone_number: string; password: string; remember?: boolean | undefined; lang?: Language | undefined },
    address: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<SessionUser> {
    const { signInGuard } = this.platform;
    const accountKey = signInKeyOf(kind, input.phone_number);
    await signInGuard.awaitAddressTurn(address);
    await signInGuard.takeAttempt(accountKey);
    const account = await this.repo.findSignInAccount(SIGN_IN_ROLES[kind], input.phone_number);
    if (!account) return this.refuseWithoutAccount(kind, input, accountKey, address);
    if (!(await verifyPassword(account.password_hash, input.password))) {
      await signInGuard.recordFailure(address);
      throw new UnauthorizedError(MESSAGES.wrongCredentials);
    }
    await signInGuard.clear([accountKey]);
    return this.startSession(account.id, request, reply, {
      remember: input.remember === true,
      appLanguage: input.lang,
    });
  }

  /**
   * Refuses a sign-in to a number without an account of this sign-in. When the other tab's account of the
   * number takes this password, the refusal says which tab (and the attempt is given back, as a right
   * password gives it); otherwise it is the usual wrong-password refusal. One password is hashed either way,
   * so the answer takes as long as any other.
   */
  private async refuseWithoutAccount(
    kind: SignInKind,
    input: { phone_number: string; password: string },
    accountKey: string,
    address: string,
  ): Promise<never> {
    const other = OTHER_TAB[kind];
    const elsewhere = other
      ? await this.repo.findSignInAccount(SIGN_IN_ROLES[other.kind], input.phone_number)
      : undefined;
    if ((await verifyPassword(elsewhere?.password_hash ?? null, input.password)) && other && elsewhere) {
      await this.platform.signInGuard.clear([accountKey]);
      throw new UnauthorizedError(other.message);
    }
    await this.platform.signInGuard.recordFailure(address);
    throw new UnauthorizedError(MESSAGES.wrongCredentials);
  }

  /** Starts a session of the account in this browser (by a password or a sign-in code) and answers its user. */
  async startSession(
    accountId: number,
    request: FastifyRequest,
    reply: FastifyReply,
    opening: SessionOpening = {},
  ): Promise<SessionUser> {
    // Signing in again in this browser ends the session it had (whoever it belonged to).
    await this.platform.sessions.end(request, reply);
    await this.platform.sessions.start(reply, accountId, opening.remember === true);
    return this.getCurrentUser(accountId, opening.appLanguage);
  }

  /** The account a sign-in code signs in to: the patient's, or the doctor's sign-in (doctors and hospitals). */
  accountOf(type: OtpSignInType, phoneNumber: string): Promise<{ id: number } | undefined> {
    return this.repo.findSignInAccount(SIGN_IN_ROLES[type === 'Patient' ? 'patient' : 'doctor'], phoneNumber);
  }

  /** Ends the session of this browser. */
  async logout(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.platform.sessions.end(request, reply);
  }

  /** The server's public push key, which a browser subscribes with (made and kept on first use). */
  async getPushPublicKey(): Promise<{ public_key: string }> {
    return { public_key: await this.platform.push.publicKey() };
  }

  /**
   * Changes the signed-in user's own password once the current one is confirmed; a wrong one counts as a
   * failed sign-in of the account. Every session ends and this device gets a new one.
   */
  async changePassword(
    userId: number,
    input: { current_password: string; password: string },
    address: string,
    reply: FastifyReply,
  ): Promise<void> {
    await this.confirmPassword(userId, input.current_password, address);
    await this.repo.setPasswordHash(userId, await hashPassword(input.password));
    await this.platform.sessions.endAllOf(userId);
    await this.platform.sessions.start(reply, userId, false);
  }

  /**
   * Confirms the signed-in user's password in use now, before a change a stolen session alone must not make (a
   * new password, the account's erasure): a wrong one is the field error on current_password and counts as a
   * failed sign-in of the account, which locks it as sign-in does.
   */
  async confirmPassword(userId: number, currentPassword: string, address: string): Promise<void> {
    const account = await this.repo.findById(userId);
    if (!account) throw new UnauthorizedError();
    const accountKey = signInKeyOf(SIGN_IN_KIND_OF[account.role], account.phone_number);
    const { signInGuard } = this.platform;
    await signInGuard.takeAttempt(accountKey);
    if (!(await verifyPassword(account.password_hash, currentPassword))) {
      await signInGuard.recordFailure(address);
      throw new ValidationError({ current_password: MESSAGES.currentPasswordWrong });
    }
    await signInGuard.clear([accountKey]);
  }

  /**
   * Forgets how a patient's account signs in, in its erasure's transaction: its sessions (ended on every
   * instance at the commit), password links, sign-in and number-change codes, failed sign-ins, push
   * subscriptions and the desk's changes of its number or e-mail.
   */
  async forgetPatientSignIn(trx: Kysely<Database>, account: { id: number; phone_number: string }): Promise<void> {
    await this.platform.sessions.endAllIn(trx, account.id);
    await this.repo.forgetSignIn(trx, {
      userId: account.id,
      codeKeys: [
        otpLoginKeyOf({ type: 'Patient', phone_number: account.phone_number }),
        phoneChangeCodeKeyOf(account.id),
      ],
      failureKey: signInKeyOf('patient', account.phone_number),
    });
  }

  /**
   * Sends a reset link when an account of that kind has the e-mail; the answer is the same either way. Asks
   * are limited per address, and the mails per account whatever the address.
   */
  async resetsPassword(input: { email: string; type: AccountTable }, address: string): Promise<void> {
    const { rateLimits } = this.platform;
    await rateLimits.take(`reset-address:${address}`, RESET_LIMIT.windowMs, RESET_LIMIT.perAddress);
    const accounts = await this.repo.findByEmail(TABLE_ROLES[input.type], input.email);
    for (const account of accounts) {
      // Over the account's limit nothing is sent, and the answer does not say so (it would tell the e-mail exists).
      const { count } = await rateLimits.hit(`reset-account:${account.id}`, HOUR);
      if (count <= RESET_MAILS_PER_ACCOUNT_PER_HOUR) await this.links.send(account, RESET_LIFETIME_MS, ['mail']);
    }
  }

  async generatePassword(input: { token: string; password: string; type: AccountTable }): Promise<void> {
    const userId = await this.repo.consumePasswordLink(
      hashSecret(input.token),
      TABLE_ROLES[input.type],
      this.platform.now().toISOString(),
    );
    if (userId === null) throw new BadRequestError(MESSAGES.resetTokenInvalid);
    await this.repo.setPasswordHash(userId, await hashPassword(input.password));
    await this.platform.sessions.endAllOf(userId);
    const account = await this.repo.findById(userId);
    if (account)
      await this.platform.signInGuard.clear([signInKeyOf(SIGN_IN_KIND_OF[account.role], account.phone_number)]);
  }

  async updateNotificationToken(
    user: AuthUser,
    input: { id?: unknown; token: string; page: 'login' | 'logout'; lang?: 'en' | 'hi' | undefined },
  ): Promise<void> {
    const userId = requireOwnAccount(user, input.id);
    const now = this.platform.now().toISOString();
    const subscription = input.token ? parsePushSubscription(input.token, this.platform.config.push.services) : null;
    // Stored as the server writes it, so the logout's copy of the same subscription finds it.
    const token = subscription ? JSON.stringify(subscription) : input.token;
    if (input.page === 'login') {
      if (!input.token) throw new BadRequestError();
      if (!subscription) throw new ValidationError({ token: MESSAGES.pushSubscriptionInvalid });
      // A patient who withdrew push in their privacy choices gets no device added (409) until they give it again.
      await this.consents.whilePushAllowed(userId, (trx) =>
        this.repo.addPushSubscription(trx, userId, token, input.lang ?? 'en', now, PUSH_DEVICES_PER_USER),
      );
    } else {
      await this.repo.removePushSubscriptions(userId, token);
    }
  }
}

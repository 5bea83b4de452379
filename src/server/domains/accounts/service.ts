// Registration, sign-in, passwords and the push token. Sign-in failures are rate-limited per account and
// per address, and answers never say whether a phone number or e-mail exists.
import type { FastifyReply } from 'fastify';
import type { Role } from '../../../shared/constants';
import type { SessionUser } from '../../../shared/contract/users';
import { MESSAGES } from '../../../shared/messages';
import { ConflictError, NotFoundError, TooManyRequestsError, UnauthorizedError, BadRequestError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { Platform } from '../../platform/platform';
import { hashSecret, newSecret } from '../../platform/tokens';
import { createAccount } from './account-factory';
import { AccountsRepository } from './repository';
import { loadSessionUser } from './user-view';

export type SignInKind = 'patient' | 'doctor' | 'lab';
export type AccountTable = 'Patient' | 'Doctor' | 'Hospital' | 'Lab';

/** Doctors and hospitals share the doctor sign-in (hospital screens use the Doctor type). */
const SIGN_IN_ROLES: Record<SignInKind, readonly Role[]> = {
  patient: ['Patient'],
  doctor: ['Doctor', 'Hospital'],
  lab: ['Lab'],
};
const TABLE_ROLES: Record<AccountTable, readonly Role[]> = {
  Patient: ['Patient'],
  Doctor: ['Doctor', 'Hospital'],
  Hospital: ['Hospital'],
  Lab: ['Lab'],
};

const MINUTE = 60_000;
export const SIGN_IN_LIMITS = { perAccount: 5, perAddress: 10, windowMs: 15 * MINUTE } as const;
const RESET_LIMIT = { perAddress: 5, windowMs: 15 * MINUTE } as const;
const RESET_LIFETIME_MS = 30 * MINUTE;

export class AccountsService {
  private readonly repo: AccountsRepository;

  constructor(private readonly platform: Platform) {
    this.repo = new AccountsRepository(platform.db);
  }

  async currentUser(userId: number): Promise<SessionUser> {
    const user = await loadSessionUser(this.platform.db, userId);
    if (!user) throw new UnauthorizedError();
    return user;
  }

  async register(input: { full_name: string; phone_number: string; password: string }): Promise<{ id: number }> {
    const taken = await this.repo.findSignInAccount(SIGN_IN_ROLES.patient, input.phone_number);
    if (taken) throw new ConflictError(MESSAGES.phoneTaken);
    const passwordHash = await hashPassword(input.password);
    try {
      const id = await createAccount(
        this.platform.db,
        { role: 'Patient', phoneNumber: input.phone_number, passwordHash, fullName: input.full_name },
        this.platform.now(),
      );
      return { id };
    } catch (error) {
      // Two registrations racing for one number: the unique index lets one through.
      if (await this.repo.findSignInAccount(SIGN_IN_ROLES.patient, input.phone_number)) throw new ConflictError(MESSAGES.phoneTaken);
      throw error;
    }
  }

  async signIn(
    kind: SignInKind,
    input: { phone_number: string; password: string; remember?: boolean | undefined },
    address: string,
    reply: FastifyReply,
  ): Promise<SessionUser> {
    const { rateLimits } = this.platform;
    const accountKey = `sign-in:${kind}:${input.phone_number}`;
    const addressKey = `sign-in-address:${address}`;
    const [accountFailures, addressFailures] = await Promise.all([
      rateLimits.count(accountKey, SIGN_IN_LIMITS.windowMs),
      rateLimits.count(addressKey, SIGN_IN_LIMITS.windowMs),
    ]);
    if (accountFailures >= SIGN_IN_LIMITS.perAccount || addressFailures >= SIGN_IN_LIMITS.perAddress) {
      throw new TooManyRequestsError();
    }
    const account = await this.repo.findSignInAccount(SIGN_IN_ROLES[kind], input.phone_number);
    if (!(await verifyPassword(account?.password_hash ?? null, input.password)) || !account) {
      await rateLimits.hit(accountKey, SIGN_IN_LIMITS.windowMs);
      await rateLimits.hit(addressKey, SIGN_IN_LIMITS.windowMs);
      throw new UnauthorizedError(MESSAGES.wrongCredentials);
    }
    await rateLimits.clear(accountKey);
    await this.platform.sessions.start(reply, account.id, input.remember === true);
    return this.currentUser(account.id);
  }

  /** Changes the signed-in user's own password; every session ends and this device gets a new one. */
  async changePassword(userId: number, password: string, reply: FastifyReply): Promise<void> {
    await this.repo.setPasswordHash(userId, await hashPassword(password));
    await this.platform.sessions.endAllOf(userId);
    await this.platform.sessions.start(reply, userId, false);
  }

  /** Sends a reset link when an account of that kind has the e-mail; the answer is the same either way. */
  async requestReset(input: { email: string; type: AccountTable }, address: string): Promise<void> {
    const key = `reset-address:${address}`;
    if ((await this.platform.rateLimits.count(key, RESET_LIMIT.windowMs)) >= RESET_LIMIT.perAddress) throw new TooManyRequestsError();
    await this.platform.rateLimits.hit(key, RESET_LIMIT.windowMs);
    const accounts = await this.repo.findByEmail(TABLE_ROLES[input.type], input.email);
    for (const account of accounts) {
      const token = newSecret();
      const expiresAt = new Date(this.platform.now().getTime() + RESET_LIFETIME_MS).toISOString();
      await this.repo.addPasswordReset(hashSecret(token), account.id, expiresAt);
      const link = `${this.platform.config.baseUrl}/generate-password?forget-token=${token}&type=${input.type}`;
      await this.platform.mailer.send({
        to: account.email,
        subject: 'Reset your Parchee password',
        body: `Open this link within 30 minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
      });
    }
  }

  async resetPassword(input: { token: string; password: string; type: AccountTable }): Promise<void> {
    const userId = await this.repo.consumePasswordReset(hashSecret(input.token), TABLE_ROLES[input.type], this.platform.now().toISOString());
    if (userId === null) throw new BadRequestError(MESSAGES.resetTokenInvalid);
    await this.repo.setPasswordHash(userId, await hashPassword(input.password));
    await this.platform.sessions.endAllOf(userId);
  }

  async updatePushToken(userId: number, input: { id?: unknown; token: string; page: 'login' | 'logout'; lang?: 'en' | 'hi' | undefined }): Promise<void> {
    if (input.id !== undefined && input.id !== null && input.id !== '' && Number(input.id) !== userId) throw new NotFoundError();
    const now = this.platform.now().toISOString();
    if (input.page === 'login') {
      if (!input.token) throw new BadRequestError();
      await this.repo.addPushSubscription(userId, input.token, input.lang ?? 'en', now);
    } else {
      await this.repo.removePushSubscriptions(userId, input.token);
    }
  }
}

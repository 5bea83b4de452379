// A signed-in user changes their own sign-in number by proving the new one: a 6-digit code goes to it, and
// only the code makes it the sign-in number. Asking answers the same whether or not another account has the
// number, so the form cannot be used to learn which numbers are registered; that is told only to whoever
// proved they hold the number. Asks are limited per account and per address (each sends a text message).
import type { SessionUser } from '../../../shared/contract/users';
import { MESSAGES } from '../../../shared/messages';
import { UnauthorizedError, ValidationError } from '../../platform/errors';
import { PHONE_TEXTS } from '../../platform/phone-texts';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { LoginCodes } from './login-codes';
import type { SignInContacts } from './sign-in-contacts';
import { loadSessionUser } from './user-view';

const HOUR = 3_600_000;
/** Codes one account may ask for in a day, and one address in an hour. */
export const PHONE_CHANGE_LIMITS = { perAccountPerDay: 10, perAddressPerHour: 20 } as const;

/** The login code key of an account's number change (its erasure forgets it too). */
export const phoneChangeCodeKeyOf = (userId: number) => `phone-change:${userId}`;

export class PhoneChange {
  private readonly codes: LoginCodes;

  constructor(
    private readonly platform: Platform,
    private readonly contacts: SignInContacts,
  ) {
    this.codes = new LoginCodes(platform.db);
  }

  async requestPhoneChange(
    user: AuthUser,
    input: { phone_number: string },
    address: string,
  ): Promise<{ resend_after_seconds: number }> {
    const { db, rateLimits, config } = this.platform;
    const account = await db.selectFrom('users').select('phone_number').where('id', '=', user.id).executeTakeFirst();
    if (!account) throw new UnauthorizedError();
    if (account.phone_number === input.phone_number)
      throw new ValidationError({ phone_number: MESSAGES.phoneSameAsNow });
    await rateLimits.take(`phone-change-address:${address}`, HOUR, PHONE_CHANGE_LIMITS.perAddressPerHour);
    await rateLimits.take(`phone-change-account:${user.id}`, 24 * HOUR, PHONE_CHANGE_LIMITS.perAccountPerDay);
    const { resendAfterSeconds } = config.otp;
    const code = await this.codes.issue(phoneChangeCodeKeyOf(user.id), {
      now: this.platform.now().getTime(),
      resendAfterSeconds,
      payload: input.phone_number,
    });
    await this.platform.textMessages.send({
      to: input.phone_number,
      by: 'sms',
      body: PHONE_TEXTS.numberChangeCode(code),
    });
    return { resend_after_seconds: resendAfterSeconds };
  }

  /** The right code makes its number the sign-in number (409 when another account has it); audited. */
  async confirmPhoneChange(user: AuthUser, input: { code: string }): Promise<SessionUser> {
    const redeemed = await this.codes.redeem(phoneChangeCodeKeyOf(user.id), input.code, this.platform.now().getTime());
    if (!redeemed) throw new ValidationError({ code: MESSAGES.otpWrong });
    await this.contacts.change(user.id, { phone_number: redeemed.payload }, 'account');
    await this.platform.audit.record({
      user,
      action: 'change-sign-in-number',
      recordType: 'user',
      recordId: user.id,
      outcome: 'ok',
    });
    const updated = await loadSessionUser(this.platform, user.id);
    if (!updated) throw new UnauthorizedError();
    return updated;
  }
}

// Sign-in by a one-time code sent to the phone: a 6-digit code, kept hashed, good for 5 minutes and 5 tries,
// a new one only after the resend wait; codes asked for one phone, and from one address, are limited per
// hour. The answer to asking is the same whether or not the number has an account (only an account's number
// is sent the code, after the answer is decided). A right code starts a session exactly as a password does.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../shared/constants';
import type { SessionUser } from '../../../shared/contract/users';
import { MESSAGES } from '../../../shared/messages';
import { TooManyRequestsError, UnauthorizedError, ValidationError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { PHONE_TEXTS } from '../../platform/phone-texts';
import type { PhoneChannel } from '../../platform/text-messages';
import { LoginCodes } from './login-codes';

const HOUR = 3_600_000;

/** The two sign-ins a code serves; 'Doctor' is the doctor's sign-in, doctors' and hospitals' alike. */
export type OtpSignInType = 'Patient' | 'Doctor';

interface OtpRequest {
  phone_number: string;
  type: OtpSignInType;
}

/** How a session starts: kept longer (Remember me), and the language the signing-in app shows. */
export interface SessionOpening {
  remember?: boolean;
  appLanguage?: Language | undefined;
}

/** The accounts side a code signs in to: who holds a number, and a session started for them. */
export interface SignInAccounts {
  accountOf(type: OtpSignInType, phoneNumber: string): Promise<{ id: number } | undefined>;
  startSession(
    accountId: number,
    request: FastifyRequest,
    reply: FastifyReply,
    opening?: SessionOpening,
  ): Promise<SessionUser>;
}

/** The login code key of a sign-in by code to a number (an account's erasure forgets its code too). */
export const otpLoginKeyOf = (input: OtpRequest) => `${input.type}:${input.phone_number}`;

const messageOf = (code: string, by: PhoneChannel) =>
  by === 'sms' ? PHONE_TEXTS.signInCode(code) : PHONE_TEXTS.signInCodeByCall(code);

export class OtpSignIn {
  private readonly codes: LoginCodes;

  constructor(
    private readonly platform: Platform,
    private readonly accounts: SignInAccounts,
  ) {
    this.codes = new LoginCodes(platform.db);
  }

  /** Whether a code can be asked for by a voice call here. */
  get byCall(): boolean {
    return this.platform.textMessages.canSend('call');
  }

  async sendLoginOtp(
    input: OtpRequest & { by?: PhoneChannel | undefined },
    address: string,
  ): Promise<{ resend_after_seconds: number; by_call: boolean }> {
    const by = input.by ?? 'sms';
    if (by === 'call' && !this.byCall) throw new ValidationError({ by: MESSAGES.invalidValue });
    const { rateLimits, config } = this.platform;
    const { resendAfterSeconds, perPhonePerHour, perAddressPerHour } = config.otp;
    // Every ask from an address counts; a phone's count only what was sent to it.
    const fromAddress = await rateLimits.hit(`otp-address:${address}`, HOUR);
    const phoneKey = `otp-phone:${input.phone_number}`;
    if (fromAddress.count > perAddressPerHour || (await rateLimits.count(phoneKey, HOUR)) >= perPhonePerHour) {
      throw new TooManyRequestsError(MESSAGES.otpTooMany, HOUR / 1000);
    }
    const code = await this.codes.issue(otpLoginKeyOf(input), {
      now: this.platform.now().getTime(),
      resendAfterSeconds,
    });
    await rateLimits.hit(phoneKey, HOUR);
    const account = await this.accounts.accountOf(input.type, input.phone_number);
    // Sent after the answer is decided, and not waited for: the answer takes as long for any number.
    if (account) {
      void this.platform.textMessages
        .send({ to: input.phone_number, body: messageOf(code, by), by })
        .catch((err: unknown) => this.platform.log.error({ err }, 'sign-in code not written to the outbox'));
    }
    return { resend_after_seconds: resendAfterSeconds, by_call: this.byCall };
  }

  /** Signs in with the code: a wrong, expired or used code is one and the same refusal; a worn-out one is 429. */
  async verifyLoginOtp(
    input: OtpRequest & { otp: string; lang?: Language | undefined },
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<SessionUser> {
    if (!(await this.codes.redeem(otpLoginKeyOf(input), input.otp, this.platform.now().getTime())))
      throw new UnauthorizedError(MESSAGES.otpWrong);
    const account = await this.accounts.accountOf(input.type, input.phone_number);
    if (!account) throw new UnauthorizedError(MESSAGES.otpWrong);
    return this.accounts.startSession(account.id, request, reply, { appLanguage: input.lang });
  }
}

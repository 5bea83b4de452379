// One-time links to choose a new password: asked for by the account's holder on the sign-in screens (by
// e-mail), or sent by the call centre's directory (by SMS to the account's number, and by e-mail when it has
// one). Only a hash of the link's secret is kept; the link is used once (AccountsService.resetPassword).
import type { Role } from '../../../shared/constants';
import { PHONE_TEXTS, type Lifetime } from '../../platform/phone-texts';
import type { Platform } from '../../platform/platform';
import { hashSecret, newSecret } from '../../platform/tokens';
import { AccountsRepository } from './repository';

/** The generate-password screen's type of each role that signs in with a password. */
const LINK_TYPE_OF: Partial<Record<Role, 'Patient' | 'Doctor' | 'Hospital' | 'Lab'>> = {
  Patient: 'Patient',
  Doctor: 'Doctor',
  Hospital: 'Hospital',
  Lab: 'Lab',
};

export interface LinkAccount {
  id: number;
  role: Role;
  email: string;
  phone_number: string;
}

export class PasswordLinks {
  private readonly repo: AccountsRepository;

  constructor(private readonly platform: Platform) {
    this.repo = new AccountsRepository(platform.db);
  }

  /** Whether an account of this role can be sent a link (operators are not: their tool sets theirs). */
  static canReach(role: Role): boolean {
    return LINK_TYPE_OF[role] !== undefined;
  }

  /** A new link valid for `lifetimeMs`, sent by the given ways; the e-mail way is skipped without an e-mail. */
  async send(account: LinkAccount, lifetimeMs: number, by: readonly ('mail' | 'sms')[]): Promise<{ phone_number: string; email: string | null }> {
    const type = LINK_TYPE_OF[account.role];
    if (!type) throw new Error(`no password link for the ${account.role} role`);
    const token = newSecret();
    const expiresAt = new Date(this.platform.now().getTime() + lifetimeMs);
    await this.repo.addPasswordReset(hashSecret(token), account.id, expiresAt.toISOString());
    const link = `${this.platform.config.baseUrl}/generate-password?forget-token=${token}&type=${type}`;
    const hours = Math.round(lifetimeMs / 3_600_000);
    const minutes = Math.round(lifetimeMs / 60_000);
    const within: Lifetime = hours >= 1 ? { en: `${hours} hours`, hi: `${hours} घंटे` } : { en: `${minutes} minutes`, hi: `${minutes} मिनट` };
    const mailTo = by.includes('mail') && account.email ? account.email : null;
    if (mailTo) {
      await this.platform.mailer.send({
        to: mailTo,
        subject: 'Reset your Parchee password',
        body: `Open this link within ${within.en} to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
      });
    }
    const bySms = by.includes('sms') && account.phone_number !== '';
    if (bySms) {
      await this.platform.textMessages.send({ to: account.phone_number, by: 'sms', body: PHONE_TEXTS.passwordLink(within, link) });
    }
    return { phone_number: bySms ? account.phone_number : '', email: mailTo };
  }
}

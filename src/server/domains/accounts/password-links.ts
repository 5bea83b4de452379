// One-time links to choose a new password: asked for by the account's holder on the sign-in screens (by
// e-mail), or sent by the call centre's directory (by SMS to the account's number, and by e-mail when it has
// one). Only a hash of the link's secret is kept; the link is used once (AccountsService.generatePassword), and a
// new link, a new password or a new number or e-mail ends every older one. A number or e-mail that changed in
// the last day is sent none: whoever changed it (a slip or a dishonest desk) cannot take the account over by
// it before its holder has had a day to notice.
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
  phone_changed_at: string | null;
  email_changed_at: string | null;
}

/** How long a changed number or e-mail is sent no password link. */
export const NO_LINK_AFTER_CHANGE_MS = 24 * 3_600_000;

export class PasswordLinks {
  private readonly repo: AccountsRepository;

  constructor(private readonly platform: Platform) {
    this.repo = new AccountsRepository(platform.db);
  }

  /** Whether an account of this role can be sent a link (operators are not: their tool sets theirs). */
  static canReach(role: Role): boolean {
    return LINK_TYPE_OF[role] !== undefined;
  }

  /**
   * A new link valid for `lifetimeMs`, sent by the given ways, ending the account's older links. A way is
   * skipped without its number or e-mail, or when that changed in the last day; answers where it went (none:
   * nothing was sent, and the older links stay).
   */
  async send(
    account: LinkAccount,
    lifetimeMs: number,
    by: readonly ('mail' | 'sms')[],
  ): Promise<{ phone_number: string; email: string | null }> {
    const type = LINK_TYPE_OF[account.role];
    if (!type) throw new Error(`no password link for the ${account.role} role`);
    const now = this.platform.now().getTime();
    const settled = (changedAt: string | null) =>
      changedAt === null || Date.parse(changedAt) <= now - NO_LINK_AFTER_CHANGE_MS;
    const mailTo = by.includes('mail') && account.email && settled(account.email_changed_at) ? account.email : null;
    const bySms = by.includes('sms') && account.phone_number !== '' && settled(account.phone_changed_at);
    if (!mailTo && !bySms) return { phone_number: '', email: null };
    const token = newSecret();
    const expiresAt = new Date(now + lifetimeMs);
    await this.repo.replacePasswordLinks(account.id, hashSecret(token), expiresAt.toISOString());
    const link = `${this.platform.config.baseUrl}/generate-password?forget-token=${token}&type=${type}`;
    const hours = Math.round(lifetimeMs / 3_600_000);
    const minutes = Math.round(lifetimeMs / 60_000);
    const within: Lifetime =
      hours >= 1 ? { en: `${hours} hours`, hi: `${hours} घंटे` } : { en: `${minutes} minutes`, hi: `${minutes} मिनट` };
    if (mailTo) {
      await this.platform.mailer.send({
        to: mailTo,
        subject: 'Reset your Parchee password',
        body: `Open this link within ${within.en} to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
      });
    }
    if (bySms) {
      await this.platform.textMessages.send({
        to: account.phone_number,
        by: 'sms',
        body: PHONE_TEXTS.passwordLink(within, link),
      });
    }
    return { phone_number: bySms ? account.phone_number : '', email: mailTo };
  }
}

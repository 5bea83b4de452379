// The audit entry of a user's access to a booking, written with the change it goes with (or as a refusal).
import type { AuditEntry } from '../../platform/audit';
import type { AuthUser } from '../../platform/sessions';

export const accessEntry = (user: AuthUser, action: string, bookingId: number): AuditEntry => ({
  user,
  action,
  recordType: 'booking',
  recordId: bookingId,
  outcome: 'ok',
});

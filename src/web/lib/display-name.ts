import type { SessionUser } from '../../shared/contract/users';

/** The name to greet a user by: full name, else first and last, else the account name. */
export function displayName(user: Pick<SessionUser, 'full_name' | 'first_name' | 'last_name' | 'name'> | null): string {
  if (!user) return '';
  const joined = `${user.first_name} ${user.last_name}`.trim();
  return user.full_name.trim() || joined || user.name.trim();
}

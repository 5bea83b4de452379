// Where a user is sent: the landing page after sign-in (and from / and /home when
// already signed in), and the page after logout. The route guards and the sign-in and logout screens share it.
import type { SessionUser } from '../../shared/contract/users';

/** Where a signed-in user lands: hospital users (user_type Doctor) land with doctors. */
export function landingPath(user: Pick<SessionUser, 'user_type'>): string {
  switch (user.user_type) {
    case 'Patient':
      return '/patient-selection';
    case 'Doctor':
      return '/doctor-list';
    case 'Lab':
      return '/labs-dashboard';
    case 'Operator':
      return '/operator';
  }
}

/**
 * Where every sign-in lands, by password or by code, from any screen: a doctor on their dashboard (their
 * home, decision 0040), everyone else on their landing page.
 */
export function afterSignInPath(user: Pick<SessionUser, 'user_type' | 'type'>): string {
  return user.type === 'Doctor' ? '/doctors-dashboard' : landingPath(user);
}

/**
 * Where a user goes after logout: patient to its login, lab and operator to their own logins (a shared desk
 * computer signs the next person in), doctor and hospital home.
 */
export function afterLogoutPath(user: Pick<SessionUser, 'user_type'> | null): string {
  switch (user?.user_type) {
    case 'Patient':
      return '/patient-login';
    case 'Lab':
      return '/labs-login';
    case 'Operator':
      return '/operator-login';
    default:
      return '/home';
  }
}

/**
 * Where a patient who has not accepted the privacy notice in force is asked to, before any patient screen (decision
 * 0090).
 */
export const PRIVACY_GATE = '/accept-privacy-notice';

/**
 * The gate, asked on the way to `next` (a path of the app and its query), where the patient goes on once they accept.
 */
export function privacyGatePath(next: string): string {
  return `${PRIVACY_GATE}?next=${encodeURIComponent(next)}`;
}

/** Where the gate goes on to: the path it was given, only when it is one of the app's own (never another site). */
export function afterPrivacyGatePath(next: string | null, user: Pick<SessionUser, 'user_type'>): string {
  // '//host' and '/\\host' would leave the app.
  return next && /^\/(?![/\\])/.test(next) && !next.startsWith(PRIVACY_GATE) ? next : landingPath(user);
}

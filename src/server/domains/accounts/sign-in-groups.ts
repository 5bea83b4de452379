// Which accounts sign in together: doctors and hospitals share the doctor sign-in (hospital screens use the
// Doctor type), so a phone number signs in to one account of that group (the unique indexes of migrations
// 0001 and 0013 hold the same groups).
import type { Role } from '../../../shared/constants';

export type SignInKind = 'patient' | 'doctor' | 'lab' | 'operator';

export const SIGN_IN_ROLES: Record<SignInKind, readonly Role[]> = {
  patient: ['Patient'],
  doctor: ['Doctor', 'Hospital'],
  lab: ['Lab'],
  operator: ['Operator'],
};

export const SIGN_IN_KIND_OF: Record<Role, SignInKind> = {
  Patient: 'patient',
  Doctor: 'doctor',
  Hospital: 'doctor',
  Lab: 'lab',
  Operator: 'operator',
};

/** The roles whose accounts a number of this role's account must not sign in to as well. */
export const signInRolesOf = (role: Role): readonly Role[] => SIGN_IN_ROLES[SIGN_IN_KIND_OF[role]];

// The shape of one catalogue entry: a call of the wire API, its roles, its request and result.
import type { z } from 'zod';
import type { Role } from '../constants';

/** 'public': anyone, signed in or not. 'signed-in': any role. Otherwise the listed roles only. */
export type Access = 'public' | 'signed-in' | readonly Role[];

export interface CallDefinition<
  Name extends string = string,
  Request extends z.ZodType = z.ZodType,
  Result extends z.ZodType = z.ZodType,
> {
  name: Name;
  access: Access;
  request: Request;
  result: Result;
  /** Multipart file fields; the call also takes JSON without them. */
  files?: readonly string[];
  /** Also answers GET (get-cities). */
  allowGet?: boolean;
}

export function defineCall<Name extends string, Request extends z.ZodType, Result extends z.ZodType>(
  definition: CallDefinition<Name, Request, Result>,
): CallDefinition<Name, Request, Result> {
  return definition;
}

export function allows(access: Access, role: Role | null): boolean {
  if (access === 'public') return true;
  if (role === null) return false;
  return access === 'signed-in' || access.includes(role);
}

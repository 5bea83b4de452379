// The call catalogue: every call of the wire API, keyed by name. The server registers one route per
// entry; the web client and the tests are typed from it. Adding a call means adding an entry here.
import type { z } from 'zod';
import * as accounts from './accounts';
import * as appointments from './appointments';
import type { CallDefinition } from './define';
import * as delivery from './delivery';
import * as directory from './directory';
import * as doctorSettings from './doctor-settings';
import * as doctors from './doctors';
import * as emergency from './emergency';
import * as externalBookings from './external-bookings';
import * as government from './government';
import * as hospital from './hospital';
import * as labs from './labs';
import * as patientAccount from './patient-account';
import * as privacy from './privacy';
import * as operator from './operator';
import * as queue from './queue';
import * as reference from './reference';
import * as waitingRoom from './waiting-room';

/** One module per area (docs/architecture.md "Areas"), in the order the server wires them. */
const areas = [
  accounts,
  reference,
  doctors,
  appointments,
  queue,
  waitingRoom,
  doctorSettings,
  hospital,
  labs,
  externalBookings,
  government,
  delivery,
  emergency,
  patientAccount,
  privacy,
  operator,
  directory,
] as const;

const isCall = (v: unknown): v is CallDefinition =>
  typeof v === 'object' && v !== null && 'name' in v && 'access' in v && 'request' in v;

type Entries<M> = { [K in keyof M as M[K] extends CallDefinition ? K : never]: M[K] };
type AreaEntries<A extends readonly unknown[]> = A extends readonly [infer First, ...infer Rest]
  ? Entries<First> & AreaEntries<Rest>
  : unknown;
type AllModules = AreaEntries<typeof areas>;
type Definitions = AllModules[keyof AllModules];

export type Catalogue = { [D in Definitions as D extends CallDefinition<infer N> ? N : never]: D };
export type CallName = keyof Catalogue;
export type RequestOf<N extends CallName> = z.input<Catalogue[N]['request']>;
export type ParsedRequestOf<N extends CallName> = z.output<Catalogue[N]['request']>;
export type ResultOf<N extends CallName> = z.output<Catalogue[N]['result']>;

export const catalogue = Object.fromEntries(
  areas.flatMap((module) => Object.values(module).filter(isCall)).map((call) => [call.name, call]),
) as unknown as Catalogue;

export const callNames = Object.keys(catalogue) as CallName[];

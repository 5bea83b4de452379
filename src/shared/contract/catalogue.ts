// The call catalogue: every call of the wire API, keyed by name. The server registers one route per
// entry; the web client and the tests are typed from it. Adding a call means adding an entry here.
import type { z } from 'zod';
import * as appointments from './appointments';
import * as auth from './auth';
import type { CallDefinition } from './define';
import * as doctorSettings from './doctor-settings';
import * as hospital from './hospital';
import * as labs from './labs';
import * as patientServices from './patient-services';
import * as queue from './queue';
import * as reference from './reference';

const isCall = (v: unknown): v is CallDefinition =>
  typeof v === 'object' && v !== null && 'name' in v && 'access' in v && 'request' in v;

type Entries<M> = { [K in keyof M as M[K] extends CallDefinition ? K : never]: M[K] };
type AllModules = Entries<typeof auth> &
  Entries<typeof reference> &
  Entries<typeof appointments> &
  Entries<typeof queue> &
  Entries<typeof doctorSettings> &
  Entries<typeof hospital> &
  Entries<typeof labs> &
  Entries<typeof patientServices>;
type Definitions = AllModules[keyof AllModules];

export type Catalogue = { [D in Definitions as D extends CallDefinition<infer N> ? N : never]: D };
export type CallName = keyof Catalogue;
export type RequestOf<N extends CallName> = z.input<Catalogue[N]['request']>;
export type ParsedRequestOf<N extends CallName> = z.output<Catalogue[N]['request']>;
export type ResultOf<N extends CallName> = z.output<Catalogue[N]['result']>;

export const catalogue = Object.fromEntries(
  [auth, reference, appointments, queue, doctorSettings, hospital, labs, patientServices]
    .flatMap((module) => Object.values(module).filter(isCall))
    .map((call) => [call.name, call]),
) as unknown as Catalogue;

export const callNames = Object.keys(catalogue) as CallName[];

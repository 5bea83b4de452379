// Every translation key as a type: the dotted paths to the texts of the English file (hi.json has the same
// keys, locales.test.ts checks it). t() takes only these, so a key that does not exist fails `tsc -p .`,
// keys built at run time included (`appointments.slots.${slot}` with `slot` a Slot).
import type en from '../locales/en.json';

/** The dotted paths to the string leaves of a texts object: { a: { b: 'x' } } -> 'a.b'. */
type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

export type TextKey = LeafPaths<typeof en>;

// Every translation key as a type: the dotted paths to the texts of the English files, both parts (the hi
// files have the same keys, locales.test.ts checks it). t() takes only these, so a key that does not exist
// fails `tsc -p .`, keys built at run time included (`appointments.slots.${slot}` with `slot` a Slot).
import type firstScreen from '../locales/en-first-screen.json';
import type otherScreens from '../locales/en-other-screens.json';

/** The dotted paths to the string leaves of a texts object: { a: { b: 'x' } } -> 'a.b'. */
type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

export type TextKey = LeafPaths<typeof firstScreen> | LeafPaths<typeof otherScreens>;

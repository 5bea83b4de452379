// Every screen's title is titles.<path> in the texts (titles.home for /): those /home shows (its own, its
// help link's) among the first screen's texts, the others among the other screens'. A path is typed as one
// that has a title, so a route or a link to a screen without one fails `tsc -p .`.
import type firstScreen from '../locales/en-first-screen.json';
import type otherScreens from '../locales/en-other-screens.json';
import type { TextKey } from './text-key';

type TitleName = (keyof (typeof firstScreen)['titles'] | keyof (typeof otherScreens)['titles']) & string;

/** / or /<name> for every titles.<name> of the texts. */
export type TitledPath = '/' | `/${TitleName}`;

/** The title key of a screen: titles.home for / (and /home), titles.<path> otherwise. */
export function titleKeyOf(path: TitledPath): TextKey {
  return path === '/' ? 'titles.home' : `titles.${path.slice(1) as TitleName}`;
}

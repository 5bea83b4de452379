// Whether this start asks for a language: only the first start (none ever chosen), and never over the
// screens that show both languages at once (the waiting room's TV board). Apart from the dialog, so the
// app's first download carries only this test and the dialog's code comes when it is needed.
import { storedLanguage } from '../lib/stored-language';

const BOTH_LANGUAGES_PATHS = ['/queue-board'];

export const needsLanguageChoice = (): boolean =>
  storedLanguage() === null && !BOTH_LANGUAGES_PATHS.includes(window.location.pathname);

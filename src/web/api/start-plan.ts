// What the page's start script (page-start.ts) starts while the app's code is still on its way: the first
// screen's texts in the language of this start (and, on a first start, the language dialog's code, so the
// dialog shows no later than the screen under it), and the two calls the app sends at every start and waits
// for before its first screen (main.tsx): the version check and the signed-in user. Offline nothing is asked
// (the app opens from what the device keeps, decision 0039), and without the CSRF cookie (a page the server
// did not just send, its cookie gone) the client's first call fetches one, so the calls are left to it.
import type { Language } from '../../shared/constants';
import type { CallName, RequestOf } from '../../shared/contract/catalogue';

/** The version check's request: the version this device last stored (none on a first visit). */
export const versionRequest = (storedVersion: string | null): RequestOf<'version'> => ({ version: storedVersion ?? 0 });

/** The signed-in user's request, in the language of this start (the server keeps a patient's). */
export const currentUserRequest = (lang: Language): RequestOf<'get-current-user'> => ({ lang });

export interface StartState {
  online: boolean;
  language: Language;
  /** Whether this start asks for the language (app/language-choice.ts). */
  asksLanguage: boolean;
  storedVersion: string | null;
  csrfToken: string | undefined;
}

/** The build's files the start may preload (vite.config.ts); none in development. */
export interface StartFiles {
  /** The chunk of each language's first-screen texts. */
  texts: Partial<Record<Language, string>>;
  /** The language dialog's chunks. */
  languageDialog: string[];
}

export interface StartPlan {
  /** The chunks to preload. */
  preloads: string[];
  calls: { name: CallName; body: string }[];
}

export function startPlan(state: StartState, files: StartFiles): StartPlan {
  const texts = files.texts[state.language];
  const preloads = [...(texts ? [texts] : []), ...(state.asksLanguage ? files.languageDialog : [])];
  if (!state.online || !state.csrfToken) return { preloads, calls: [] };
  return {
    preloads,
    calls: [
      { name: 'version', body: JSON.stringify(versionRequest(state.storedVersion)) },
      { name: 'get-current-user', body: JSON.stringify(currentUserRequest(state.language)) },
    ],
  };
}

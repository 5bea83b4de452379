// The Hindi keeps the plain words of docs/hindi-words.md: every Hindi text of the screens (the hi locale
// files) and of the server (pushes, text messages, static pages, reference names: the Hindi in the
// sources of src/server and src/shared) is checked for the words ruled out where a plain one was chosen.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPARTMENTS, SPECIALIST_CATEGORIES } from '../../shared/constants';
import hiFirstScreen from './hi-first-screen.json';
import hiOtherScreens from './hi-other-screens.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const where = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[where, value]] : flatten(value, where);
  });
}

const DEVANAGARI = /[\u0900-\u097F]/;
const SRC = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The Hindi of the server's sources, as "file:line" and text: each piece of a line between quotes, line
 * breaks and the " / " of a two-language message, from its first Devanagari letter on, so the English
 * half of a bilingual text message is not read as Hindi.
 */
function serverHindi(): [string, string][] {
  const files = [...sourceFiles(path.join(SRC, 'server')), ...sourceFiles(path.join(SRC, 'shared'))];
  return files.flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index): [string, string][] =>
        // A comment may quote a ruled-out word to say why it is ruled out.
        /^\s*(\/\/|\*|\/\*)/.test(line)
          ? []
          : line
              .split(/['"`]|\\n| \/ /)
              .filter((piece) => DEVANAGARI.test(piece))
              .map((piece) => [`${path.relative(SRC, file)}:${index + 1}`, piece.slice(piece.search(DEVANAGARI))]),
      ),
  );
}

/** A word ruled out, the word chosen instead, and why (docs/hindi-words.md). */
const RULED_OUT: { pattern: RegExp; instead: string }[] = [
  { pattern: /लंबित/, instead: 'इंतज़ार में (pending)' },
  { pattern: /स्वीकृत|स्वीकार/, instead: 'मंज़ूर / नामंज़ूर (approved, accepted, denied)' },
  { pattern: /कतार/, instead: 'लाइन (queue)' },
  { pattern: /प्रिस्क्रिप्शन/, instead: 'पर्चा (prescription)' },
  { pattern: /आपातकालीन/, instead: 'इमरजेंसी' },
  { pattern: /ट्रॉमा/, instead: 'चोट या दुर्घटना / अचानक बीमारी (trauma / non-trauma)' },
  { pattern: /क्षमा करें/, instead: 'माफ़ कीजिए' },
  { pattern: /॰/, instead: 'the whole word: dates in words ("शनिवार, 28 नवंबर 2026")' },
  { pattern: /Parchee/, instead: 'पर्ची / पर्ची ऐप (the product in Hindi)' },
  { pattern: /एँ/, instead: '-एं (बुलाएं, चुनें, हटाएं)' },
  { pattern: /(?<!पहु)ँ/, instead: 'the anusvara ं (हां, यहां, कहां); only पहुँच keeps its chandrabindu' },
  {
    pattern: /फोटो|फाइल|फीस|फॉलो|फॉर्म|रिफंड|फिजि/,
    instead: 'the nukta: फ़ोटो, फ़ाइल, फ़ीस, फ़ॉलो-अप, फ़ॉर्म, रिफ़ंड, फ़िज़िशियन',
  },
  { pattern: /जुड़ें/, instead: 'यह स्लॉट लें (join a slot); जुड़ें means "connect"' },
  { pattern: /जल्दी पहुं/, instead: 'सीधे जाएं (quick links)' },
  { pattern: /उपनाम/, instead: 'सरनेम (last name; उपनाम reads as "nickname")' },
  { pattern: /6 अक्षर(?! या अंक)/, instead: '6 अक्षर या अंक (अक्षर alone means letters only)' },
  { pattern: /वैकल्पिक/, instead: 'ज़रूरी नहीं (optional)' },
  { pattern: /विवरण/, instead: 'जानकारी (details)' },
  { pattern: /संस्करण/, instead: 'वर्ज़न (version)' },
  { pattern: /उपयोगकर्ता/, instead: 'यूज़र (users)' },
  { pattern: /\d+ वर्ष|वर्ष\b/, instead: 'साल (years)' },
  { pattern: /बुकिंग ID/, instead: 'बुकिंग नंबर' },
  { pattern: /मदद और सहायता/, instead: 'मदद (help)' },
  { pattern: /अभी बारी(?! नहीं)/, instead: 'अभी चल रहा टोकन (now serving)' },
  { pattern: /परामर्श/, instead: 'दिखाना (a consultation)' },
  { pattern: /मेन्यू|हिंदी/, instead: 'one spelling: मेनू, हिन्दी' },
];

const screenTexts = [...flatten(hiFirstScreen as Tree), ...flatten(hiOtherScreens as Tree)];

function ruledOutIn(texts: [string, string][]): string[] {
  return texts.flatMap(([where, text]) =>
    RULED_OUT.filter(({ pattern }) => pattern.test(text)).map(({ instead }) => `${where}: "${text}" (say ${instead})`),
  );
}

describe('Hindi words', () => {
  it('reads every source of Hindi it checks', () => {
    expect(screenTexts.length).toBeGreaterThan(1000);
    const server = serverHindi().map(([where]) => where);
    for (const file of [
      'server/platform/push-messages.ts',
      'server/db/reference-content.ts',
      'server/platform/phone-texts.ts',
      'shared/queue-notices.ts',
    ]) {
      expect(
        server.some((where) => where.startsWith(`${file}:`)),
        file,
      ).toBe(true);
    }
  });

  it('finds a ruled-out word where it stands', () => {
    expect(
      ruledOutIn([
        ['a', 'बुकिंग लंबित है'],
        ['b', '123 आपका Parchee OTP है'],
        ['c', 'शनि, 28 नव॰ 2026'],
        ['d', 'कृपया पहुँचें'],
      ]),
    ).toEqual([
      'a: "बुकिंग लंबित है" (say इंतज़ार में (pending))',
      'b: "123 आपका Parchee OTP है" (say पर्ची / पर्ची ऐप (the product in Hindi))',
      'c: "शनि, 28 नव॰ 2026" (say the whole word: dates in words ("शनिवार, 28 नवंबर 2026"))',
    ]);
  });

  it('uses the plain word on every screen', () => {
    expect(ruledOutIn(screenTexts)).toEqual([]);
  });

  it("uses the plain word in the server's pushes, text messages, static pages and reference names", () => {
    expect(ruledOutIn(serverHindi())).toEqual([]);
  });

  it('names a department or specialist category the same way on the screens and in the server’s rows', () => {
    const screens = new Map(screenTexts);
    for (const row of DEPARTMENTS)
      expect(screens.get(`patientServices.departments.${row.key}`), row.name).toBe(row.name_hi);
    for (const row of SPECIALIST_CATEGORIES)
      expect(screens.get(`appointments.categories.${row.key}`), row.name).toBe(row.name_hi);
  });
});

// my-data.html of a copy of the patient's data: the same records as my-data.json, written for a person on a
// phone, in the language of the app when they asked (headings, labels, statuses, dates in words). One column
// of cards; its own small style sheet and no script; every value escaped, whatever it holds.
import type { Language } from '../../../shared/constants';
import { READING_LOCALE, dateInWords, timeInWords, wireDateInWords } from '../../../shared/dates';
import { withoutDoctorTitle } from '../../../shared/doctor-name';
import type { DataSection, Field, Row, Value, Words } from './my-data-sections';

/** The copy's data: each section's rows, the files it carries (by stored name), when it was made. */
export interface MyData {
  rows: ReadonlyMap<string, Row[]>;
  files: ReadonlySet<string>;
  madeAt: Date;
}

const PAGE = {
  title: { en: 'Your data in Parchee', hi: 'पर्ची ऐप में आपका डेटा' },
  made: {
    en: 'A copy of everything Parchee keeps about you and the family members you book for, made on {{when}}.',
    hi: 'पर्ची ऐप में आपके और जिन परिवार वालों के लिए आप बुक करते हैं, उनके बारे में रखी हर जानकारी की कॉपी, {{when}} को बनी।',
  },
  json: {
    en: 'The same data for a computer is in my-data.json; the prescriptions and reports are in the files folder.',
    hi: 'यही डेटा कंप्यूटर के लिए my-data.json में है; पर्चे और रिपोर्ट files फ़ोल्डर में हैं।',
  },
  none: { en: 'None', hi: 'कोई नहीं' },
  count: { en: '{{count}} in all', hi: 'कुल {{count}}' },
  open: { en: 'Open the file', hi: 'फ़ाइल खोलें' },
  notInCopy: { en: 'The file could not be added to this copy', hi: 'यह फ़ाइल इस कॉपी में नहीं जुड़ पाई' },
  files: { en: 'Files in this copy', hi: 'इस कॉपी की फ़ाइलें' },
  doctor: { en: 'Dr. {{name}}', hi: 'डॉ. {{name}}' },
} satisfies Record<string, Words>;

const STYLE = `
body{margin:0;font:1rem/1.5 system-ui,'Noto Sans Devanagari','Lohit Devanagari',sans-serif;color:#1c1b1f;background:#f6f5f2}
main{max-width:40rem;margin:0 auto;padding:1rem;overflow-wrap:anywhere}
h1{font-size:1.5rem;margin:.5rem 0}
h2{font-size:1.25rem;margin:1.5rem 0 .5rem;border-bottom:2px solid #0b6e4f}
article{background:#fff;border-radius:.5rem;padding:.75rem;margin:.75rem 0;box-shadow:0 1px 2px rgba(0,0,0,.15)}
dl{margin:0}
dt{font-size:.875rem;color:#555;margin-top:.5rem}
dd{margin:0}
a{color:#0b6e4f}
`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML, in an element or in a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => vars[name] ?? match);

/** Writes the page; `timeZone` is the clinic's, in which instants are read. */
export function myDataPage(sections: readonly DataSection[], data: MyData, lang: Language, timeZone: string): string {
  const words = (w: Words) => w[lang];
  const instant = (iso: string) => {
    const at = new Date(iso);
    return Number.isNaN(at.getTime()) ? iso : `${dateInWords(at, lang, timeZone)}, ${timeInWords(at, lang, timeZone)}`;
  };
  const rupees = (amount: number) => `₹${new Intl.NumberFormat(READING_LOCALE[lang]).format(amount)}`;
  const members = new Map((data.rows.get('family_members') ?? []).map((member) => [member.id, String(member.name)]));

  /** A field's value as the page shows it, already escaped; null for nothing to show. */
  const valueHtml = (field: Field, row: Row): string | null => {
    const value: Value = row[field.key] ?? null;
    if (value === null) return null;
    const text = String(value);
    const named = field.values?.[text];
    if (named) return escapeHtml(lang === 'hi' ? named.hi : (named.en ?? text));
    if (text === '') return null;
    switch (field.kind) {
      case 'date':
        return escapeHtml(wireDateInWords(text, lang));
      case 'instant':
        return escapeHtml(instant(text));
      case 'rupees':
        return escapeHtml(rupees(Number(value)));
      case 'member':
        return escapeHtml(members.get(Number(value)) ?? text);
      case 'doctor':
        return escapeHtml(fill(words(PAGE.doctor), { name: withoutDoctorTitle(text) }));
      case 'file':
        return data.files.has(text)
          ? `<a href="files/${escapeHtml(text)}">${escapeHtml(words(PAGE.open))}</a> (${escapeHtml(text)})`
          : escapeHtml(words(PAGE.notInCopy));
    }
    const hindi = field.hindiKey && lang === 'hi' ? row[field.hindiKey] : null;
    return escapeHtml(typeof hindi === 'string' && hindi ? hindi : text);
  };

  const recordHtml = (fields: readonly Field[], row: Row) => {
    const items = fields.flatMap((field) => {
      const shown = valueHtml(field, row);
      return shown === null ? [] : [`<dt>${escapeHtml(words(field.label))}</dt><dd>${shown}</dd>`];
    });
    return `<article><dl>${items.join('')}</dl></article>`;
  };

  const sectionHtml = (section: DataSection) => {
    const rows = data.rows.get(section.key) ?? [];
    const body =
      rows.length === 0
        ? `<p>${escapeHtml(words(PAGE.none))}</p>`
        : rows.map((row) => recordHtml(section.fields, row)).join('');
    const count =
      section.single || rows.length === 0
        ? ''
        : `<p>${escapeHtml(fill(words(PAGE.count), { count: String(rows.length) }))}</p>`;
    return `<section><h2>${escapeHtml(words(section.heading))}</h2>${count}${body}</section>`;
  };

  const files = [...data.files].map((name) => `<li><a href="files/${escapeHtml(name)}">${escapeHtml(name)}</a></li>`);
  const title = escapeHtml(words(PAGE.title));
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${STYLE}</style></head>`,
    '<body><main>',
    `<h1>${title}</h1>`,
    `<p>${escapeHtml(fill(words(PAGE.made), { when: instant(data.madeAt.toISOString()) }))}</p>`,
    `<p>${escapeHtml(words(PAGE.json))}</p>`,
    ...sections.map(sectionHtml),
    `<section><h2>${escapeHtml(words(PAGE.files))}</h2>${files.length ? `<ul>${files.join('')}</ul>` : `<p>${escapeHtml(words(PAGE.none))}</p>`}</section>`,
    '</main></body></html>',
  ].join('\n');
}

// The in-house translator does what the screens relied on i18next for (docs/decisions/0002).
import { describe, expect, it } from 'vitest';
import en from '../locales/en-other-screens.json';
import hi from '../locales/hi-other-screens.json';
import { translator } from './i18n';

describe('translator', () => {
  const t = translator({ a: { b: 'Hello {{name}}', c: '{{ n }} of {{n}}', plain: 'Plain' }, top: 'Top' });

  it('looks up dotted keys', () => {
    expect(t('top')).toBe('Top');
    expect(t('a.plain')).toBe('Plain');
  });

  it('fills placeholders, with or without spaces, and only once', () => {
    expect(t('a.b', { name: 'Asha' })).toBe('Hello Asha');
    expect(t('a.c', { n: 3 })).toBe('3 of 3');
    expect(t('a.b', { name: '{{name}}' })).toBe('Hello {{name}}');
  });

  it('leaves an unknown placeholder as written and shows a given empty value as empty', () => {
    expect(t('a.b')).toBe('Hello {{name}}');
    expect(t('a.b', { other: 1 })).toBe('Hello {{name}}');
    expect(t('a.b', { name: undefined })).toBe('Hello ');
  });

  it('falls back to the defaultValue (interpolated), then to the key', () => {
    expect(t('missing.key', { defaultValue: 'Use {{product}}', product: 'Parchee' })).toBe('Use Parchee');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('a')).toBe('a');
    expect(t('a.plain.deeper')).toBe('a.plain.deeper');
  });

  it("drops a title typed into a doctor's name where the text says Dr. itself", () => {
    expect(t('missing', { defaultValue: 'Dr. {{name, doctor}}', name: 'Dr. Asha Rao' })).toBe('Dr. Asha Rao');
    expect(t('missing', { defaultValue: 'Dr. {{ name , doctor }}', name: 'Dr Asha' })).toBe('Dr. Asha');
    expect(t('missing', { defaultValue: 'Hello {{name}}', name: 'Dr. Asha' })).toBe('Hello Dr. Asha');
    expect(translator(hi)('common.doctorName', { name: 'डॉ. आशा' })).toBe('डॉ. आशा');
  });

  it('reads the real English texts', () => {
    const real = translator(en);
    expect(real('common.appVersion', { version: '1.2' })).toContain('1.2');
  });
});

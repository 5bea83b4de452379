// A log entry's action reads in the desk's words: a change of status (from and to, or just the new one with
// its details), a known action, or any other as the log wrote it.
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en-other-screens.json';
import { translator } from '../../../lib/i18n';
import { actionText } from './audit-history';

describe('actionText', () => {
  const t = translator(en);
  const words = { status: (status: string) => `<${status}>`, detail: (detail: string) => `[${detail}]` };

  it('reads a change of status with its details in the words given', () => {
    expect(actionText(t, 'emergency-status:Pending->Called', words)).toBe('<Pending> → <Called>');
    expect(actionText(t, 'delivery-status:Accepted, amount 250, payment Paid', words)).toBe(
      '<Accepted>, [amount 250], [payment Paid]',
    );
  });

  it('reads a known action in words and any other as written', () => {
    expect(actionText(t, 'add-medical-delivery', words)).toBe(en.operator.history.actions['add-medical-delivery']);
    expect(actionText(t, 'read-something-new', words)).toBe('read-something-new');
  });

  it("reads the directory's add and edit of any kind, and a password link sent", () => {
    expect(actionText(t, 'directory-add:doctor', words)).toBe(en.operator.history.actions['directory-add']);
    expect(actionText(t, 'directory-edit:government-hospital', words)).toBe(
      en.operator.history.actions['directory-edit'],
    );
    expect(actionText(t, 'send-password-link', words)).toBe(en.operator.history.actions['send-password-link']);
    expect(actionText(t, 'directory-remove:doctor', words)).toBe('directory-remove:doctor');
  });
});

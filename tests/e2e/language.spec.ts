// First start asks for the language (Hindi highlighted) and applies the choice in place, without a reload;
// the choice persists across reloads, and the header switch changes it in place too.
import { expect, test, tr } from './fixtures';

// This journey starts with no language stored, so it uses its own context without the lang fixture.
test('the first-start language choice persists across reloads', async ({ browser, lang, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    await page.goto('/home');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'हिन्दी' })).toHaveAttribute('aria-checked', 'true');
    await page.screenshot({ path: `test-results/screens/language-modal-${lang}.png` });
    // A mark on this page's window: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { sameStart: true }));
    // English: the dialog itself turns English once chosen. Hindi: Continue without choosing applies Hindi.
    if (lang === 'en') await dialog.getByRole('radio', { name: 'English' }).click();
    await dialog.getByRole('button', { name: tr(lang, 'shell.languageContinue') }).click();
    await expect(page.getByRole('tab', { name: tr(lang, 'home.patientTab') })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { sameStart?: boolean }).sameStart)).toBe(true);
    expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe(lang);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'home.headline') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    // The header switch changes the language in place and it stays after a reload.
    const other = lang === 'en' ? 'hi' : 'en';
    await page.getByLabel(tr(lang, 'common.language')).selectOption(other);
    await expect(page.getByRole('heading', { level: 1, name: tr(other, 'home.headline') })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: tr(other, 'home.headline') })).toBeVisible();
  } finally {
    await context.close();
  }
});

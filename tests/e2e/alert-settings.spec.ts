// A patient chooses how they hear their alerts, at 360 px, in English and Hindi: a new account without
// notifications on this phone starts with SMS; a count outside 1 to 10 is refused with its message; push and
// SMS, 5 patients before and Hindi SMS are saved and shown again after a reload.
import { expect, registerAndSignIn, shot, test } from './fixtures';

test.use({ viewport: { width: 360, height: 740 } });

test('a patient chooses push and SMS, how early their turn is told, and the SMS language', async ({ page, t, lang }) => {
  await registerAndSignIn(page, t, lang, 'Kamla Devi');

  await page.goto('/patient-account');
  await page.getByRole('link', { name: t('account.alertSettings') }).click();
  await expect(page).toHaveURL(/\/patient-alert-settings$/);
  const push = page.getByLabel(t('alertSettings.push'), { exact: true });
  const sms = page.getByLabel(t('alertSettings.sms'), { exact: true });
  const turnNear = page.getByLabel(t('alertSettings.turnNearAt'), { exact: true });
  // No notifications on this phone: SMS, at 3 patients before, in English.
  await expect(sms).toBeChecked();
  await expect(push).not.toBeChecked();
  await expect(turnNear).toHaveValue('3');
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();

  // Push chosen on a phone without notifications on: the page says what to do.
  await push.check();
  await expect(page.getByText(t('alertSettings.pushNotOn'))).toBeVisible();
  await turnNear.fill('11');
  await page.getByRole('button', { name: t('alertSettings.submit') }).click();
  await expect(turnNear).toHaveAccessibleDescription(new RegExp(t('messages.turnNearAtInvalid').replace(/[.()]/g, '\\$&')));
  await turnNear.fill('5');
  await page.getByRole('radio', { name: 'हिंदी' }).check();
  await shot(page, 'alert-settings', lang);
  await page.getByRole('button', { name: t('alertSettings.submit') }).click();
  await expect(page.getByText(t('messages.alertPreferencesSaved'))).toBeVisible();
  // Nothing runs sideways at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.reload();
  await expect(turnNear).toHaveValue('5');
  await expect(push).toBeChecked();
  await expect(sms).toBeChecked();
  await expect(page.getByRole('radio', { name: 'हिंदी' })).toBeChecked();
});

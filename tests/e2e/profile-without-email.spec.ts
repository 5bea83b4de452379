// A patient who registered (registration never asks for an e-mail) edits the profile, in English and Hindi:
// the e-mail field says it is optional, the profile saves with it blank, and a wrong address is still
// refused with the kept message.
import { expect, registerAndSignIn, shot, test } from './fixtures';

test.use({ viewport: { width: 360, height: 740 } });

test('a patient registered without an e-mail saves the profile with the e-mail left blank', async ({
  page,
  t,
  lang,
}) => {
  await registerAndSignIn(page, t, lang, 'Kamla Devi');

  await page.goto('/patient-account');
  await page.getByRole('link', { name: t('account.editProfile') }).click();
  await expect(page).toHaveURL(/\/patient-edit-profile$/);
  // The label says the e-mail may be left out; it is empty, as registration left it.
  const email = page.getByLabel(t('patientCare.profile.email'), { exact: true });
  await expect(email).toHaveValue('');
  await page.getByLabel(t('patientCare.profile.age'), { exact: true }).fill('67');
  await page.getByLabel(t('patientCare.address'), { exact: true }).fill('Ramnath, Deoria');

  // A wrong address is refused; left blank, the profile saves.
  await email.fill('kamla@');
  await page.getByRole('button', { name: t('patientCare.profile.submit') }).click();
  await expect(email).toHaveAccessibleDescription(t('messages.emailInvalidProfile'));
  await email.fill('');
  await page.screenshot({ path: `/tmp/paths-profile-${lang}.png`, fullPage: true });
  await page.getByRole('button', { name: t('patientCare.profile.submit') }).click();
  await expect(page.getByText(t('doctorSettings.saved'))).toBeVisible();
  await expect(page).toHaveURL(/\/patient-account$/);
  await shot(page, 'profile-without-email', lang);

  // Saved: the form shows the new age and still no e-mail after a reload.
  await page.reload();
  await page.getByRole('link', { name: t('account.editProfile') }).click();
  await expect(page.getByLabel(t('patientCare.profile.age'), { exact: true })).toHaveValue('67');
  await expect(email).toHaveValue('');
});

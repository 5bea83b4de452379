// A signed-out visitor (say, locked out of their account) reaches the help desk from the sign-in page,
// sees the configured contact details, and the page load logs no 401 in the console.
import { expect, shot, test } from './fixtures';

test('signed out: /home links to Contact us, which shows the configured details, with no 401 logged', async ({
  page,
  t,
  lang,
}) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await page.goto('/home');
  await expect(page.getByRole('tab', { name: t('home.patientTab') })).toBeVisible();
  await expect(page.getByText(t('auth.needHelp'))).toBeVisible();
  await page.getByRole('link', { name: t('titles.contact-us'), exact: true }).click();

  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { name: t('titles.contact-us') })).toBeVisible();
  // The server's configured demo values (README, CONTACT_* variables).
  await expect(page.getByRole('link', { name: /\+91 90000 00000/ })).toHaveAttribute('href', 'tel:+919000000000');
  await expect(page.getByRole('link', { name: 'help@parchee.example' })).toHaveAttribute(
    'href',
    'mailto:help@parchee.example',
  );
  await expect(page.getByText('Civil Lines, Deoria')).toBeVisible();

  // A direct load of the page, signed out, stays on it.
  await page.reload();
  await expect(page.getByRole('link', { name: 'doctors@parchee.example' })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await shot(page, 'contact-us-signed-out', lang);

  expect(refused).toEqual([]);
  expect(consoleErrors.filter((text) => /401|Unauthorized/i.test(text))).toEqual([]);
});

// The service worker as the journeys about it and about offline wait for it.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A read in the page, or undefined when it met a navigation (the app may reload itself) so that a poll
 * reads again: expect.poll does not retry a read that throws.
 */
export function inPage<T>(page: Page, read: () => T | Promise<T>): Promise<T | undefined> {
  return page.evaluate(read).catch((error: unknown) => {
    if (error instanceof Error && /context was destroyed|navigat/i.test(error.message)) return undefined;
    throw error;
  });
}

/**
 * Waits until the worker controls the page (its precache complete: it activates only then), reloading once
 * when the first load was not controlled. A reload offline is served by the worker only after this.
 */
export async function waitForControl(page: Page) {
  const workerReady = () => inPage(page, () => navigator.serviceWorker.ready.then(() => true));
  await expect.poll(workerReady).toBe(true);
  let controlled: boolean | undefined;
  await expect
    .poll(async () => (controlled = await inPage(page, () => navigator.serviceWorker.controller !== null)))
    .toBeDefined();
  if (!controlled) {
    await page.reload();
    await expect.poll(workerReady).toBe(true);
  }
  await expect
    .poll(() => inPage(page, () => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/service-worker\.js$/);
}

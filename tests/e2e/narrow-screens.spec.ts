// Every route at 360x740, as each role and signed out, in the project's language, at each text size (decision
// 0065): the page never scrolls sideways, no element sticks out of the screen or of its card, and the top
// bar's title is never cut. One browser context per role, reused across its routes; routes change inside the
// app (no page reload each time, route-walk.ts). Each screen is looked at in every text size in turn, the
// step set on the page's root as the app sets it (lib/text-size.ts).
import { TEXT_SIZES, type TextSize } from '../../src/web/lib/text-size';
import { expect, shot, test } from './fixtures';
import { openInApp, ROLES, walkAs } from './route-walk';

/** Screens kept as pictures to look at (the ones reported cut or overflowing), at the largest text size. */
const PICTURED = new Set([
  '/doctors-hospital-timing',
  '/patient-book-appointment',
  '/doctors-dashboard',
  '/contact-us',
  '/government-hospitals',
]);
const LARGEST: TextSize = 'largest';

/** Sets a text size on the page's root element, as lib/text-size.ts does. */
function setTextSize(size: TextSize) {
  if (size === 'normal') delete document.documentElement.dataset.textSize;
  else document.documentElement.dataset.textSize = size;
}

/** What sticks out on the current screen: sideways scrolling, elements past the edges, cut titles. */
function overflowsOnScreen(): string[] {
  const width = window.innerWidth;
  const problems: string[] = [];
  const scrolling = document.documentElement.scrollWidth - width;
  if (scrolling > 0) problems.push(`page scrolls sideways by ${scrolling}px`);
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').trim().slice(0, 30);
    return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''}${text ? ` "${text}"` : ''}`;
  };
  const insideScroller = (el: Element) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const overflowX = getComputedStyle(node).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip') return true;
    }
    return false;
  };
  for (const el of document.querySelectorAll('body *')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden') continue;
    if (el.closest('.visually-hidden, .skip-link, dialog:not([open]), [aria-hidden="true"]')) continue;
    if (insideScroller(el)) continue;
    if (box.right > width + 1 || box.left < -1)
      problems.push(`${describe(el)} spans ${Math.round(box.left)}..${Math.round(box.right)}px`);
    // Inside the screen but out of its card (a field sticking out of the card's edge) reads as broken too.
    const card = el.parentElement?.closest('.card');
    const cardBox = card?.getBoundingClientRect();
    if (cardBox && (box.right > cardBox.right + 1 || box.left < cardBox.left - 1))
      problems.push(`${describe(el)} sticks out of its card`);
  }
  const title = document.querySelector('.top-bar h1, header h1');
  if (title && title.scrollWidth > title.clientWidth + 1) problems.push(`title cut: "${title.textContent ?? ''}"`);
  return problems.slice(0, 5);
}

for (const who of ROLES) {
  test(`no route overflows a 360 px screen at any text size (${who})`, async ({ browser, lang }) => {
    test.setTimeout(240_000);
    const { page, routes, close } = await walkAs(browser, lang, who);
    try {
      await page.goto(routes[0]!.path);
      const found: string[] = [];
      for (const route of routes) {
        await openInApp(page, route.path);
        for (const size of TEXT_SIZES) {
          await page.evaluate(setTextSize, size);
          for (const problem of await page.evaluate(overflowsOnScreen))
            found.push(`${route.path} (${size} text): ${problem}`);
          if (size === LARGEST && PICTURED.has(route.path))
            await shot(page, `narrow-${who}${route.path.replace(/\//g, '-')}`, lang);
        }
        await page.evaluate<void, TextSize>(setTextSize, 'normal');
      }
      expect(found).toEqual([]);
    } finally {
      await close();
    }
  });
}

import { test, expect, type Page } from '@playwright/test';
import { signInAs } from './support';

/**
 * Nothing overflows at 320 px (issue 37): the main screens of an insured person at the narrowest
 * phone width, with the header's unread-messages badge beside the avatar. The check fails on any
 * horizontal overflow and names the elements that stick out.
 */

const narrow = { width: 320, height: 720 };

const screens = [
  '/',
  '/moje-zdravi/cerpana-pece/',
  '/moje-zdravi/moje-prevence/',
  '/moje-zdravi/ockovani/',
  '/moje-zdravi/moje-leky/',
  '/moje-zdravi/moji-lekari/',
  '/moje-zdravi/laboratorni-vysledky/',
  '/moje-zdravi/chronicka-onemocneni/',
  '/moje-zdravi/zapujcene-zp/',
  '/moje-zdravi/moje-dokumenty/',
  '/moje-zdravi/moje-anamneza/',
  '/moje-zdravi/moje-zaznamy/',
  '/moje-zdravi/ehic/',
  '/benefity/zdravotni-pece/',
  '/benefity/programy/',
  '/benefity/',
  '/moje-pojisteni/',
  '/moje-pojisteni/platby-pojistneho/',
  '/komunikace/moje-zadosti/',
  '/komunikace/komunikace-se-zps/',
  '/nastaveni/nastaveni-pojistence/',
  '/o-aplikaci',
];

/** The page's width beyond the viewport, and the elements whose right edge passes it. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const sticking = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 0.5) return false;
        // Inside a scrolling container (a wide table) is fine: that container scrolls, not the page.
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (/(auto|scroll|hidden|clip)/.test(style.overflowX) && parent.getBoundingClientRect().right <= width + 0.5) return false;
        }
        return true;
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, width, sticking };
  });
}

test('the main screens fit 320 px without horizontal scrolling', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(narrow);
  await signInAs(page, 'pojistenec');
  const problems: string[] = [];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const result = await overflow(page);
    if (result.scrollWidth > result.width || result.sticking.length)
      problems.push(`${path}: ${result.scrollWidth} px; ${result.sticking.join(', ')}`);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/w320${path.replace(/\//g, '_')}.png` });
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('at 320 px the widest unread badge (99+) stays on the bell and off the avatar', async ({ page }) => {
  await page.setViewportSize(narrow);
  await signInAs(page, 'pojistenec');
  const bell = page.getByRole('banner').getByRole('link', { name: /^Nepřečtené zprávy/ });
  const badge = page.getByTestId('bell-badge');
  await expect(badge).toBeVisible();
  // The widest text the badge shows (document 2 §9: '99+' from 100), whatever the seed's count.
  await badge.evaluate((element) => {
    element.setAttribute('data-badge', '99+');
    element.querySelector('[data-badge]')?.setAttribute('data-badge', '99+');
  });
  const boxes = await page.getByRole('banner').evaluate((header) => {
    const box = (element: Element | null) => element?.getBoundingClientRect().toJSON() as DOMRect | undefined;
    return {
      badge: box(header.querySelector('[data-testid="bell-badge"] [data-badge]')),
      bell: box(header.querySelector('a[href$="/komunikace/upozorneni/"]')),
      avatar: box(header.querySelector('[data-initials]')),
    };
  });
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/w320-header.png`, clip: { x: 0, y: 0, width: 320, height: 80 } });
  expect(boxes.badge && boxes.bell && boxes.avatar).toBeTruthy();
  const { badge: b, bell: l, avatar: a } = boxes as { badge: DOMRect; bell: DOMRect; avatar: DOMRect };
  expect(b.width).toBeGreaterThan(0);
  expect(b.right).toBeLessThanOrEqual(l.right + 0.5);
  expect(b.right <= a.left || b.left >= a.right || b.bottom <= a.top || b.top >= a.bottom, JSON.stringify(boxes)).toBe(true);
  await expect(bell).toBeVisible();
});

/**
 * Every route of the app can be found (issue 37): starting from the start page of each account
 * type, the menu and then every in-app link is followed breadth-first, and the route patterns
 * visited are compared with the app's route table (src/routeTree.gen.ts). A route nothing links to
 * fails the test by name. A route with an id counts as reached once a link to one instance of it
 * was followed; a route that is rightly linked from nowhere in the app is listed below with why.
 */
import fs from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { desktop, openInApp, signInAs } from './support';

test.use({ viewport: desktop });
// about 100 screens, each opened and waited for
test.setTimeout(600_000);

/** Routes no in-app link needs to reach, each with the reason. */
const notLinked: Record<string, string> = {
  '/prihlaseni': 'the sign-in landing: the server’s sign-in page sends the browser here with a one-time ticket',
  '/uzivatel/odhlasen': 'the page after signing out, reached only by signing out',
  '/nouzove-udaje/': 'the emergency card opened from a share link by someone without an account',
  '/stylyButtony': 'a style demonstration page for developers (document 1), not part of the product’s navigation',
  '/stylyFormElems': 'a style demonstration page for developers (document 1)',
  '/stylyPece': 'a style demonstration page for developers (document 1)',
  '/stylySeznamy': 'a style demonstration page for developers (document 1)',
  '/stylyTexty': 'a style demonstration page for developers (document 1)',
  '/moje-zdravi/ehic/zadost/potvrzeni/': 'the confirmation shown after sending the EHIC request, reached only by sending it',
};

/**
 * Routes whose link shows only with data the demo accounts do not have at the start of the walk
 * (a booked visit to move, a care case that can still be complained about): the test checks that
 * the screen named still links to them, so the link cannot silently disappear.
 */
const linkedWithData: Record<string, { file: string; reason: string }> = {
  '/komunikace/objednavky/$id/presunuti': {
    file: 'src/features/appointments/AppointmentsPage.tsx',
    reason: '"Přesunout" on a booked visit in Objednávky; the demo person has no booked visit until a journey books one',
  },
  '/moje-zdravi/cerpana-pece/reklamace/$pripadId': {
    file: 'src/features/care/CarePage.tsx',
    reason: '"Reklamovat" on a care case with procedures in Čerpaná péče, for the insured person’s own view',
  },
};

/** Links that are seen but not opened: opening them would end the session the walk runs in. */
const seenNotFollowed = new Set(['/uzivatel/odhlasit']);

/** The route table: the full paths of src/routeTree.gen.ts, without layouts that only hold an index route. */
function routeTable(): string[] {
  const source = fs.readFileSync('src/routeTree.gen.ts', 'utf8');
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  const paths = [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]);
  return paths.filter((path) => !paths.includes(`${path}/`));
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Which route a path opens: the matching pattern with the most fixed segments, then the fewest optional ones. */
function matcher(patterns: string[]) {
  const compiled = patterns.map((pattern) => {
    const segments = pattern.split('/').filter(Boolean);
    let source = '^';
    let fixed = 0;
    let optional = 0;
    for (const segment of segments) {
      if (/^\{-\$[^}]+\}$/.test(segment)) {
        source += '(?:/[^/]+)?';
        optional += 1;
      } else if (segment.startsWith('$')) source += '/[^/]+';
      else {
        source += `/${escapeRe(segment)}`;
        fixed += 1;
      }
    }
    return { pattern, re: new RegExp(`${source}/?$`), fixed, optional };
  });
  return (pathname: string): string | null => {
    const hits = compiled.filter((c) => c.re.test(pathname)).sort((a, b) => b.fixed - a.fixed || a.optional - b.optional);
    return hits[0]?.pattern ?? null;
  };
}

interface FoundLink {
  /** pathname and search */
  path: string;
  text: string;
}

/** A screen is opened once per route and set of search parameter names (a filter link such as 'Všechny' shows more). */
const openingKey = (pattern: string, path: string) => `${pattern}?${[...new URL(path, 'http://x').searchParams.keys()].sort().join('&')}`;

/** The in-app links of the screen once it has loaded (same origin, not the API). */
async function linksOf(page: Page): Promise<FoundLink[]> {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  let previous = -1;
  let links: FoundLink[] = [];
  // the screen's data arrives after its heading: read until the links stop changing
  for (let round = 0; round < 12; round += 1) {
    links = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
        .map((a) => ({ url: new URL(a.href, location.href), text: (a.textContent ?? '').trim() }))
        .filter(({ url }) => url.origin === location.origin && !url.pathname.startsWith('/api/'))
        .map(({ url, text }) => ({ path: url.pathname + url.search, text })),
    );
    const busy = await page.locator('[aria-busy="true"]').count();
    if (links.length === previous && busy === 0) break;
    previous = links.length;
    await page.waitForTimeout(400);
  }
  return links;
}

/**
 * Opens the start page and walks every link breadth-first; each route pattern is opened once
 * (through the first link found to it). Answers the patterns reached.
 */
async function walk(page: Page, match: (path: string) => string | null): Promise<Map<string, string>> {
  const reached = new Map<string, string>(); // pattern → from which page
  const queue: Array<{ path: string; from: string }> = [{ path: new URL(page.url()).pathname, from: '(start)' }];
  const opened = new Set<string>();
  while (queue.length > 0) {
    const { path, from } = queue.shift()!;
    const pattern = match(new URL(path, 'http://x').pathname);
    if (!pattern || opened.has(openingKey(pattern, path))) continue;
    opened.add(openingKey(pattern, path));
    if (!reached.has(pattern)) reached.set(pattern, from);
    // Inside the app, as its links open screens: reloading it for each of about 200 screens cost most of the walk.
    if (!(await openInApp(page, path))) await page.goto(path);
    const landed = match(new URL(page.url()).pathname);
    if (landed && !reached.has(landed)) reached.set(landed, `${path} (redirect)`);
    const links = await linksOf(page);
    // Prefer an instance that opening does not change (a read notification over an unread one).
    links.sort((a, b) => Number(/Nepřečteno/.test(a.text)) - Number(/Nepřečteno/.test(b.text)));
    for (const link of links) {
      const target = match(new URL(link.path, 'http://x').pathname);
      if (!target) continue;
      if (seenNotFollowed.has(target)) {
        if (!reached.has(target)) reached.set(target, path);
        continue;
      }
      const key = openingKey(target, link.path);
      if (!opened.has(key) && !queue.some((q) => openingKey(match(new URL(q.path, 'http://x').pathname) ?? '', q.path) === key))
        queue.push({ path: link.path, from: path });
    }
  }
  return reached;
}

test('every route of the app is linked from somewhere: the insured person, the doctor and the insurer’s staff walk every link', async ({
  browser,
}) => {
  const table = routeTable();
  expect(table.length).toBeGreaterThan(50);
  const match = matcher(table);
  const reached = new Map<string, string>();

  for (const login of ['pojistenec', 'osvc', 'lekar', 'referent']) {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    await signInAs(page, login);
    for (const [pattern, from] of await walk(page, match)) if (!reached.has(pattern)) reached.set(pattern, `${login}: ${from}`);
    await context.close();
  }

  const orphans = table.filter((pattern) => !reached.has(pattern) && !(pattern in notLinked) && !(pattern in linkedWithData));
  expect(orphans, `routes nothing links to (reached: ${[...reached.keys()].sort().join(', ')})`).toEqual([]);
  // a listed exception that is linked after all should leave the list
  const listedButLinked = Object.keys(notLinked).filter((pattern) => reached.has(pattern));
  expect(listedButLinked).toEqual([]);
  for (const pattern of Object.keys(notLinked)) expect(table, `${pattern} is still a route`).toContain(pattern);
  for (const [pattern, { file }] of Object.entries(linkedWithData)) {
    expect(table, `${pattern} is still a route`).toContain(pattern);
    expect(fs.readFileSync(file, 'utf8'), `${file} links to ${pattern}`).toContain(`to="${pattern}"`);
  }
});

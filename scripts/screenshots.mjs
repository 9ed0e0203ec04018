// Takes screenshots of the main screens at phone and desktop width, for looking at what we build.
// Usage: node scripts/screenshots.mjs http://localhost:3000 /tmp/shots
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = process.argv[3] ?? '.tmp/shots';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function signIn(page, label) {
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: label }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForLoadState('networkidle');
}

for (const [name, width] of [
  ['phone', 390],
  ['desktop', 1280],
]) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, locale: 'cs-CZ' });
  const page = await context.newPage();
  const shot = (what) => page.screenshot({ path: `${out}/${what}-${name}.png`, fullPage: true });
  await page.goto(`${base}/`);
  await page.waitForLoadState('networkidle');
  await shot('sign-in');
  await signIn(page, /Jana Dvořáková/);
  await shot('insured-home');
  if (width < 1024) {
    await page.getByRole('button', { name: 'Otevřít menu' }).click();
    await page.waitForTimeout(400);
    await shot('insured-menu');
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: /Zastupovaná osoba/ }).click();
  await page.waitForTimeout(300);
  await shot('person-switcher');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Nápověda' }).click();
  await page.waitForTimeout(600);
  await shot('help');
  await page.keyboard.press('Escape');
  await page.goto(`${base}/moje-zdravi/moje-leky/`);
  await page.waitForLoadState('networkidle');
  await shot('placeholder');
  await page.goto(`${base}/o-aplikaci`);
  await page.waitForLoadState('networkidle');
  await shot('about');
  await page.goto(`${base}/neexistuje`);
  await shot('not-found');
  await page.goto(`${base}/uzivatel/odhlasit`);
  await page.waitForURL(/odhlasen/);
  await shot('logged-out');
  await signIn(page, /Tomáš Horák/);
  await shot('doctor-home');
  await page.goto(`${base}/uzivatel/odhlasit`);
  await page.waitForURL(/odhlasen/);
  await signIn(page, /Lucie Veselá/);
  await shot('not-synchronised');
  await context.close();
}
await browser.close();

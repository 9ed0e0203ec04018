import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { BellLink } from '../../../src/features/shell/Bell';
import { badgeText } from '../../../src/features/shell/badge';

afterEach(cleanup);

async function renderBell(count: number | undefined, family = false) {
  const rootRoute = createRootRoute({ component: () => <BellLink count={count} family={family} /> });
  const router = createRouter({ routeTree: rootRoute, trailingSlash: 'preserve', history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  return screen.findByRole('link');
}

describe('badgeText', () => {
  it('shows nothing for 0, the number up to 99 and 99+ from 100', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12345)).toBe('99+');
  });
});

describe('BellLink', () => {
  it('has no badge for 0 unread messages', async () => {
    const link = await renderBell(0);
    expect(link.getAttribute('aria-label')).toBe('Nepřečtené zprávy: 0');
    expect(screen.queryByTestId('bell-badge')).toBeNull();
  });

  it('shows 5', async () => {
    const link = await renderBell(5);
    expect(link.getAttribute('aria-label')).toBe('Nepřečtené zprávy: 5');
    expect(screen.getByTestId('bell-badge').getAttribute('data-badge')).toBe('5');
  });

  it('shows 99+ from 100', async () => {
    const link = await renderBell(100);
    expect(link.getAttribute('aria-label')).toBe('Nepřečtené zprávy: 100');
    expect(screen.getByTestId('bell-badge').getAttribute('data-badge')).toBe('99+');
  });

  it('says when it counts every represented person (a parent with children)', async () => {
    const link = await renderBell(7, true);
    expect(link.getAttribute('aria-label')).toBe('Nepřečtené zprávy: 7 (za všechny zastupované osoby)');
    expect(screen.getByTestId('bell-badge').getAttribute('data-badge')).toBe('7');
  });

  it('links to the notifications', async () => {
    const link = await renderBell(5);
    expect(link.getAttribute('href')).toBe('/komunikace/upozorneni/');
  });
});

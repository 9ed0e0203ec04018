import { describe, expect, it } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import type { AccountType } from '../../machines/accountType/accountType.machine';
import { MENU, type MenuPath } from '../../src/app/menu';
import { routeAllowed } from '../../src/app/route-meta';
import { createAppRouter } from '../../src/router';

// A dead menu path does not compile: MenuPath admits only paths of the router's routes.
// @ts-expect-error no such route
const dead: MenuPath = '/moje-zdravi/neexistuje/';
// @ts-expect-error a required parameter cannot be a menu item
const withParam: MenuPath = '/moje-zdravi/moje-dokumenty/$pojistenecId/$id';
void [dead, withParam];

const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/'] }) });
const items = MENU.flatMap((group) => group.items.map((item) => ({ group, item })));

describe('the menu table against the route tree', () => {
  it('has items to check', () => {
    expect(items.length).toBeGreaterThan(20);
  });

  it.each(items.map(({ group, item }) => [item.to, group.accountTypes, item.label] as const))(
    '%s leads to a route that its account types may open',
    (to: MenuPath, accountTypes: readonly AccountType[]) => {
      const [matchedRoutes, , foundRoute] = router.getMatchedRoutes(to);
      expect(foundRoute, `no route matches ${to}`).toBeDefined();
      // a real screen, not the layout or the root's not-found
      expect(foundRoute!.id).not.toBe('__root__');
      for (const type of accountTypes) {
        expect(
          matchedRoutes.every((route) => routeAllowed(route.options.staticData?.accountTypes, type)),
          `${to} is not allowed for ${type}`,
        ).toBe(true);
      }
    },
  );

  it('builds each link to the path as written', () => {
    for (const { item } of items) {
      expect(router.buildLocation({ to: item.to as never }).pathname).toBe(item.to);
    }
  });
});

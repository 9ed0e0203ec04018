import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allCalls } from '../../contract';
import { clientRoutesSource } from '../../contract/client-routes-source';
import * as routes from '../../contract/routes.gen';

describe('the browser’s call routes (contract/routes.gen.ts)', () => {
  it('are what the contract’s calls generate: `npm run docs` after a change to a call', () => {
    expect(readFileSync('contract/routes.gen.ts', 'utf8')).toBe(clientRoutesSource());
  });

  it('name every call once, with its id, method, path, authentication, body kind and file field', () => {
    const byId = new Map(Object.values(routes).map((route) => [route.id, route]));
    expect(byId.size).toBe(allCalls.length);
    for (const call of allCalls) {
      expect(byId.get(call.id), call.id).toEqual({
        id: call.id,
        method: call.method,
        path: call.path,
        auth: call.auth,
        ...(call.bodyKind ? { bodyKind: call.bodyKind } : {}),
        ...(call.responseKind ? { responseKind: call.responseKind } : {}),
        ...(call.files ? { filesField: call.files.field } : {}),
      });
    }
  });

  it('carry no schema: the browser takes the answer as the server checked and sent it', () => {
    for (const route of Object.values(routes)) expect(route).not.toHaveProperty('response');
  });
});

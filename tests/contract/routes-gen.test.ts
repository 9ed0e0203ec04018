import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allCalls } from '../../contract';
import { clientRoutesFiles } from '../../contract/client-routes-source';
import * as routes from '../../contract/routes.gen';

describe('the browser’s call routes (contract/routes.gen.ts)', () => {
  it('are what the contract’s calls generate: `npm run docs` after a change to a call', () => {
    const files = clientRoutesFiles();
    for (const [file, text] of Object.entries(files)) expect(readFileSync(file, 'utf8'), file).toBe(text);
    // and no file of a module that no longer has calls stays behind
    expect(
      readdirSync('contract/routes')
        .map((name) => `contract/routes/${name}`)
        .sort(),
    ).toEqual(
      Object.keys(files)
        .filter((file) => file.startsWith('contract/routes/'))
        .sort(),
    );
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

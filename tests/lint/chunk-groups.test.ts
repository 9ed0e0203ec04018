import { describe, expect, it } from 'vitest';
import {
  importedNames,
  isBarrel,
  noChunkCycles,
  plainFieldModules,
  sharedChunkGroups,
  widgetBaseModules,
} from '../../scripts/build/chunk-groups';

// A small app as Rolldown sees it: the entry, its route split chunks (lazy entries) and what they import.
type Node = { imports?: string[]; lazy?: string[]; code?: string; exports?: string[] };
function graphOf(nodes: Record<string, Node>) {
  return {
    getModuleInfo(id: string) {
      const node = nodes[id];
      if (!node) return null;
      const dynamicImporters = Object.entries(nodes)
        .filter(([, other]) => other.lazy?.includes(id))
        .map(([importer]) => importer);
      const info = { id, importedIds: node.imports ?? [], dynamicallyImportedIds: node.lazy ?? [], dynamicImporters };
      return { ...info, code: node.code ?? 'export const value = 1;', exports: node.exports ?? [] } as never;
    },
  };
}

const split = (route: string) => `/app/src/routes/${route}.tsx?tsr-split=component`;
const options = { layout: '_app', sharedBy: 0.8, styleGuide: /^styly/, signInPages: /^(prihlaseni|uzivatel\/)/ };
const screens = ['_app/index', '_app/a/index', '_app/b/index', '_app/c/index', '_app/d/index'];

/** The app above; `entryImports` are more modules in the entry chunk, `extra` adds or replaces modules. */
function app(extra: Record<string, Node> = {}, entryImports: string[] = []) {
  return graphOf({
    '/app/src/main.tsx': {
      imports: ['/app/react.js', ...entryImports],
      lazy: [split('_app'), ...screens.map(split), split('prihlaseni'), split('nouzove-udaje/index'), split('stylyTexty')],
    },
    '/app/react.js': {},
    [split('_app')]: { imports: ['/app/Header.tsx'], lazy: ['/app/PersonMenu.tsx'] },
    '/app/Header.tsx': { imports: ['/app/menu.ts', '/app/react.js'] },
    '/app/menu.ts': {},
    '/app/PersonMenu.tsx': { imports: ['/app/menu.ts', '/app/ark-menu.js'] },
    '/app/ark-menu.js': {},
    // every signed-in screen but one shows a Page; all of them and the emergency card read messages
    ...Object.fromEntries(
      screens.map((screen, index) => [
        split(screen),
        { imports: [...(index < 4 ? ['/app/Page.tsx'] : []), '/app/messages.ts', ...(index === 1 ? ['/app/form.ts'] : [])] },
      ]),
    ),
    '/app/Page.tsx': { imports: ['/app/card.mjs'] },
    '/app/card.mjs': {},
    '/app/messages.ts': {},
    '/app/form.ts': {},
    [split('nouzove-udaje/index')]: { imports: ['/app/messages.ts'] },
    [split('prihlaseni')]: { imports: ['/app/ErrorDisplay.tsx'] },
    '/app/ErrorDisplay.tsx': {},
    [split('stylyTexty')]: { imports: ['/app/Page.tsx'] },
    ...extra,
  });
}

describe('shared chunks of the signed-in screens', () => {
  it('puts what the layout needs and what most signed-in screens need into one shell chunk', () => {
    const groups = sharedChunkGroups(app(), '/app/src/main.tsx', options);
    expect(groups.get('/app/Header.tsx')).toBe('shell');
    // a lazy menu of the shell imports it too: it is still needed only where the shell is
    expect(groups.get('/app/menu.ts')).toBe('shell');
    // 4 of 5 screens and the style guide, which may load the shell
    expect(groups.get('/app/Page.tsx')).toBe('shell');
    expect(groups.get('/app/card.mjs')).toBe('shell');
  });

  it('keeps what the public emergency card also needs in a second chunk, and sign-in pages out of both', () => {
    const groups = sharedChunkGroups(app(), '/app/src/main.tsx', options);
    expect(groups.get('/app/messages.ts')).toBe('common');
    expect(groups.has('/app/ErrorDisplay.tsx')).toBe(false);
  });

  it('leaves alone what few screens need, lazy parts, the entry chunk and the split chunks themselves', () => {
    const groups = sharedChunkGroups(app(), '/app/src/main.tsx', options);
    expect(groups.has('/app/form.ts')).toBe(false);
    expect(groups.has('/app/ark-menu.js')).toBe(false); // only the shell's lazy menu needs it: it loads with the menu
    expect(groups.has('/app/react.js')).toBe(false);
    expect(groups.has(split('_app'))).toBe(false);
    expect(groups.has('/app/PersonMenu.tsx')).toBe(false);
  });

  it('never groups a module a sign-in page also imports, nor its imports', () => {
    const groups = sharedChunkGroups(
      app({
        [split('prihlaseni')]: { imports: ['/app/ErrorDisplay.tsx', '/app/Page.tsx'] },
      }),
      '/app/src/main.tsx',
      options,
    );
    expect(groups.has('/app/Page.tsx')).toBe(false);
    expect(groups.has('/app/card.mjs')).toBe(false);
    expect(groups.get('/app/Header.tsx')).toBe('shell');
  });

  it("counts a lazy part a route's loader imports as used on that route's screens only", () => {
    const graph = app(
      {
        '/app/src/routes/_app/index.tsx': { lazy: ['/app/StatusCard.tsx'] },
        '/app/StatusCard.tsx': { imports: ['/app/card.mjs'] },
      },
      ['/app/src/routes/_app/index.tsx'],
    );
    expect(sharedChunkGroups(graph, '/app/src/main.tsx', options).get('/app/card.mjs')).toBe('shell');
  });

  it('counts a lazy part the entry chunk imports as used on every screen: it goes to the base chunk, never the shell', () => {
    const graph = app(
      {
        '/app/stale-chunk.ts': { lazy: ['/app/UpdateNotice.tsx'] },
        '/app/UpdateNotice.tsx': { imports: ['/app/card.mjs'] },
      },
      ['/app/stale-chunk.ts'],
    );
    const groups = sharedChunkGroups(graph, '/app/src/main.tsx', options);
    expect(groups.get('/app/card.mjs')).toBe('base');
    expect(groups.get('/app/Page.tsx')).toBe('shell');
  });

  // Panda's recipe index: every screen imports one name from it, the sign-in page another.
  const recipes = {
    '/app/recipes/index.mjs': {
      imports: ['/app/recipes/card.mjs', '/app/recipes/button.mjs'],
      code: "export * from './card.mjs';\nexport * from './button.mjs';",
    },
    '/app/recipes/card.mjs': { exports: ['card'] },
    '/app/recipes/button.mjs': { exports: ['button'] },
  };
  const usingRecipes = (signInCode: string) =>
    app({
      ...recipes,
      ...Object.fromEntries(
        screens.map((screen) => [split(screen), { imports: ['/app/recipes/index.mjs'], code: "import { card } from '../recipes';" }]),
      ),
      [split('prihlaseni')]: { imports: ['/app/recipes/index.mjs'], code: signInCode },
    });

  it('follows a barrel only to the modules that export the names a module imports', () => {
    const groups = sharedChunkGroups(usingRecipes("import { button as b } from '../recipes';"), '/app/src/main.tsx', options);
    expect(groups.get('/app/recipes/card.mjs')).toBe('shell');
    expect(groups.has('/app/recipes/button.mjs')).toBe(false); // only the sign-in page uses it
    expect(groups.has('/app/recipes/index.mjs')).toBe(false);
  });

  it('takes a namespace or default import through a barrel as using all of it', () => {
    for (const signInCode of ["import * as recipes from '../recipes';", "import recipes from '../recipes';"]) {
      const groups = sharedChunkGroups(usingRecipes(signInCode), '/app/src/main.tsx', options);
      expect(groups.has('/app/recipes/card.mjs'), signInCode).toBe(false);
    }
  });
});

describe('barrels', () => {
  it('are modules that only re-export', () => {
    expect(isBarrel("// index\nexport * from './a.mjs';\nexport { b } from './b.mjs';")).toBe(true);
    expect(isBarrel("import { a } from './a.js';\n/* re-exported */\nexport { a, a as alias };")).toBe(true);
    expect(isBarrel("import { a } from './a.js';\nexport const b = a + 1;")).toBe(false);
    expect(isBarrel("import a from './a.js';\nexport { a };")).toBe(false);
    expect(isBarrel("import { a } from './a.js';")).toBe(false); // exports nothing
    expect(isBarrel('')).toBe(false);
  });

  it('are read for the names a module imports or re-exports by name', () => {
    const code =
      "import { button, card as c } from '../x';\nimport React, { useState } from 'react';\nexport { a } from './b';\nimport type { T } from 'q';";
    expect([...importedNames(code)]).toEqual(['button', 'card', 'useState', 'a', 'T']);
  });
});

describe('the build', () => {
  const chunk = (...imports: string[]) => ({ type: 'chunk', imports });

  it('fails when two chunks import each other, through a third one too', () => {
    const check = (bundle: Record<string, { type: string; imports?: string[] }>) => () => noChunkCycles().generateBundle({}, bundle);
    expect(check({ 'entry.js': chunk('a.js'), 'a.js': chunk('b.js'), 'b.js': chunk(), 'style.css': { type: 'asset' } })).not.toThrow();
    expect(check({ 'entry.js': chunk('a.js'), 'a.js': chunk('b.js'), 'b.js': chunk('c.js'), 'c.js': chunk('a.js') })).toThrow(
      'chunks import each other: a.js -> b.js -> c.js -> a.js',
    );
  });

  it('groups the widget base and the plain fields, never a widget with its own machine', () => {
    expect(widgetBaseModules.test('/app/node_modules/@zag-js/core/dist/state.mjs')).toBe(true);
    expect(widgetBaseModules.test('/app/node_modules/@ark-ui/react/dist/components/field/use-field-context.js')).toBe(true);
    expect(widgetBaseModules.test('/app/node_modules/@zag-js/number-input/dist/number-input.machine.mjs')).toBe(false);
    expect(plainFieldModules.test('/app/src/components/form/TextInput.tsx')).toBe(true);
    expect(plainFieldModules.test('/app/styled-system/recipes/form-field.mjs')).toBe(true);
    for (const widget of ['NumberInput.tsx', 'RadioGroup.tsx', 'CalendarControl.tsx', 'MultiSelect.tsx', 'DatePicker.tsx']) {
      expect(plainFieldModules.test(`/app/src/components/form/${widget}`)).toBe(false);
    }
  });
});

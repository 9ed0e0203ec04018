// ESLint for the whole repository. Besides the usual TypeScript and React hooks rules it enforces
// the architecture: imports run one way,
//
//   contract ← machines ← src/app ← src/features ← src/routes      contract ← server
//
// Boundary matrix (`architecture/boundaries`, imports resolved from the importing file, so
// `'../../features/x'` and `'../insurance/api'` are judged by where they land):
//
//   importer              may import (folders of this repository)                    packages
//   contract/             contract                                                   zod only
//   machines/             contract, machines                                         no React, react-dom, @tanstack/react-*,
//                                                                                    @xstate/react, @ark-ui/*, styled-system
//   server/               contract, server, machines/requestLifecycle (issue 34:     any
//                         the lifecycle the server enforces and the screens read)
//   src/routes/, src/*.ts* everything in src/, contract, machines, styled-system     any
//   src/features/<X>/     src/features/<X> (its own folder only), src/app,
//                         src/components, src/lib, src/texts, src/theme,
//                         contract, machines, styled-system                          any
//   src/app/              src/app, src/components, src/lib, src/texts, src/theme,
//                         contract, machines, styled-system                          any
//   src/components/       the same as src/app                                        any
//   src/lib/, src/texts/, src/lib, src/texts, src/theme, contract, machines,
//   src/theme/            styled-system                                              any
//   tests/, scripts/, root config files: no boundary rules.
//
// So: features do not import each other (what two features share moves down to src/app,
// src/components or src/lib); nothing below src/features imports src/features or src/routes;
// nothing in src/ or machines/ imports server/; server/ imports neither src/ nor machines/, except
// the machines listed in SERVER_MACHINES: pure lifecycles the server runs to decide a step (DESIGN §6a).
// A folder of src/ not listed above (or a file at the root of src/) may be imported only by src/routes
// and src/*.ts*, and imports what src/routes may.
//
// machines/ also may not touch the DOM or the network: `no-restricted-globals` forbids window,
// document, fetch, localStorage, sessionStorage, navigator (and the same through globalThis).
//
// The architecture rules cannot be silenced: `eslint-comments/no-restricted-disable` reports any
// directive that disables them. Every other disable directive needs a reason after ` -- `
// (`eslint-comments/require-description`), and a directive that disables nothing is an error
// (`reportUnusedDisableDirectives`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** Machines the server runs too (no actors, no side effects): the request lifecycle it enforces with 409. */
const SERVER_MACHINES = ['requestLifecycle'];

/** Where a file or an import target sits: `{ layer, feature? }`, or null outside the checked folders. */
function locate(absolutePath) {
  const relative = path.relative(ROOT, absolutePath).split(path.sep).join('/');
  if (relative.startsWith('../') || path.isAbsolute(relative)) return null;
  const [top, second, third] = relative.split('/');
  if (top === 'machines' && SERVER_MACHINES.includes(second)) return { layer: 'machines/server' };
  if (top === 'contract' || top === 'machines' || top === 'server' || top === 'styled-system') return { layer: top };
  if (top !== 'src') return null;
  const known = ['app', 'routes', 'features', 'components', 'lib', 'texts', 'theme'].includes(second);
  // src/main.tsx, src/router.tsx; an import names them without extension ('./router')
  if (third === undefined && !known) return { layer: 'src' };
  if (second === 'features') return { layer: 'src/features', feature: third };
  return { layer: known ? `src/${second}` : 'src/other' };
}

const SRC_ALL = ['src', 'src/app', 'src/routes', 'src/features', 'src/components', 'src/lib', 'src/texts', 'src/theme', 'src/other'];
const BELOW_FEATURES = [
  'src/app',
  'src/components',
  'src/lib',
  'src/texts',
  'src/theme',
  'contract',
  'machines',
  'machines/server',
  'styled-system',
];
const BOTTOM = ['src/lib', 'src/texts', 'src/theme', 'contract', 'machines', 'machines/server', 'styled-system'];

/** importer layer → layers it may import (only layers listed here are checked). */
const ALLOWED = {
  contract: ['contract'],
  machines: ['contract', 'machines', 'machines/server'],
  'machines/server': ['contract', 'machines/server'],
  server: ['contract', 'server', 'machines/server'],
  src: [...SRC_ALL, 'contract', 'machines', 'machines/server', 'styled-system'],
  'src/routes': [...SRC_ALL, 'contract', 'machines', 'machines/server', 'styled-system'],
  'src/other': [...SRC_ALL, 'contract', 'machines', 'machines/server', 'styled-system'],
  'src/features': ['src/features', ...BELOW_FEATURES],
  'src/app': BELOW_FEATURES,
  'src/components': BELOW_FEATURES,
  'src/lib': BOTTOM,
  'src/texts': BOTTOM,
  'src/theme': BOTTOM,
};

const REACT_PACKAGES = /^(react|react-dom|@tanstack\/react-[^/]+|@xstate\/react|@ark-ui\/[^/]+|@testing-library\/[^/]+)(\/|$)/;

/** Package rules by importer layer: a message when `specifier` (a bare package name) is not allowed. */
const PACKAGE_RULES = {
  contract: (specifier) => (/^zod(\/|$)/.test(specifier) ? null : 'contract/ imports only zod'),
  machines: (specifier) => (REACT_PACKAGES.test(specifier) ? 'machines/ import no React, DOM or React libraries' : null),
  'machines/server': (specifier) => (/^xstate(\/|$)/.test(specifier) ? null : 'a machine the server runs imports only xstate'),
};

const label = (where) => (where.feature ? `src/features/${where.feature}` : where.layer);

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports run one way; see the matrix at the top of eslint.config.js' },
    schema: [],
  },
  create(context) {
    const importer = locate(context.filename);
    if (!importer || !ALLOWED[importer.layer]) return {};

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const bare = specifier.replace(/[?#].*$/, '');
      let target;
      if (bare.startsWith('.') || bare.startsWith('/')) {
        target = locate(path.resolve(path.dirname(context.filename), bare));
      } else if (/^styled-system(\/|$)/.test(bare)) {
        target = { layer: 'styled-system' };
      } else {
        const message = PACKAGE_RULES[importer.layer]?.(bare);
        if (message) context.report({ node, message: `${message}: '${specifier}' is not allowed here.` });
        return;
      }
      if (!target) return;
      const allowed = ALLOWED[importer.layer].includes(target.layer);
      const otherFeature = importer.layer === 'src/features' && target.layer === 'src/features' && target.feature !== importer.feature;
      if (!allowed || otherFeature) {
        const hint = otherFeature ? ' Features do not import each other; move what they share to src/app, src/components or src/lib.' : '';
        context.report({ node, message: `${label(importer)} may not import ${label(target)} ('${specifier}').${hint}` });
      }
    }

    const literal = (node) => (node && node.type === 'Literal' ? node.value : undefined);
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ImportExpression: (node) => check(node.source, literal(node.source)),
      TSImportType: (node) => check(node.source, literal(node.source)),
      TSExternalModuleReference: (node) => check(node.expression, literal(node.expression)),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length === 1) {
          check(node.arguments[0], literal(node.arguments[0]));
        }
      },
    };
  },
};

const architecture = { meta: { name: 'architecture' }, rules: { boundaries } };

const BROWSER_ONLY = ['window', 'document', 'fetch', 'localStorage', 'sessionStorage', 'navigator'];
const NO_BROWSER_MESSAGE = 'machines/ use no DOM and no fetch; provide it to the machine as an actor from src/.';

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    'dist/',
    'styled-system/',
    'src/routeTree.gen.ts',
    '.tmp/',
    'data/',
    'docs/',
    'test-results/',
    'playwright-report/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  comments.recommended,
  {
    rules: {
      '@eslint-community/eslint-comments/require-description': [
        'error',
        { ignore: ['eslint-enable', 'eslint-env', 'exported', 'global', 'globals'] },
      ],
      '@eslint-community/eslint-comments/no-restricted-disable': [
        'error',
        'architecture/*',
        'no-restricted-globals',
        'no-restricted-properties',
        'react-hooks/rules-of-hooks',
        '@eslint-community/eslint-comments/*',
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['server/**', 'scripts/**', 'tests/**', '*.{js,mjs,cjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // classic scripts served as they are: the boot script and the offline page run in the page,
    // the service worker in its own global scope
    files: ['public/boot.js', 'public/offline.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['public/sw.js'],
    languageOptions: { globals: globals.serviceworker, sourceType: 'script' },
  },
  {
    // tests in jsdom, and Playwright/Puppeteer callbacks that run in the page (page.evaluate)
    files: ['tests/src/**', 'tests/e2e/**', 'scripts/bench/lighthouse.mjs', 'scripts/bench/trace.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['contract/**', 'machines/**', 'server/**', 'src/**'],
    plugins: { architecture },
    rules: { 'architecture/boundaries': 'error' },
  },
  {
    files: ['machines/**'],
    rules: {
      'no-restricted-globals': ['error', ...BROWSER_ONLY.map((name) => ({ name, message: NO_BROWSER_MESSAGE }))],
      'no-restricted-properties': [
        'error',
        ...BROWSER_ONLY.flatMap((property) => ['globalThis', 'self'].map((object) => ({ object, property, message: NO_BROWSER_MESSAGE }))),
      ],
    },
  },
]);

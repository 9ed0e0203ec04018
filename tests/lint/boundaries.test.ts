import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The architecture rules of eslint.config.js, run on code placed at files that do not exist:
// each forbidden import must be reported, each allowed one must pass.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BOUNDARY_RULES = new Set(['architecture/boundaries', 'no-restricted-globals', 'no-restricted-properties']);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });
});

async function lint(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  const fatal = result.messages.filter((message) => message.fatal);
  expect(fatal, `${file} parses`).toEqual([]);
  return result.messages;
}

async function boundaryErrors(file: string, code: string): Promise<Linter.LintMessage[]> {
  return (await lint(file, code)).filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId));
}

const forbidden: [file: string, code: string][] = [
  // features do not import each other
  ['src/features/health/x.ts', `import { a } from '../insurance/api';\nexport { a };`],
  ['src/features/health/documents/x.tsx', `import { a } from '../../insurance/api';\nexport { a };`],
  ['src/features/health/x.ts', `export * from '../insurance/api';`],
  ['src/features/health/x.ts', `export { a } from '../insurance/api';`],
  ['src/features/health/x.ts', `export const load = () => import('../insurance/api');`],
  ['src/features/health/x.ts', `export type A = import('../insurance/api').A;`],
  ['src/features/health/x.ts', `import type { A } from '../insurance/api';\nexport type B = A;`],
  // features sit below routes and the files at the root of src
  ['src/features/health/x.ts', `import { router } from '../../router';\nexport { router };`],
  ['src/features/health/x.ts', `import { a } from '../../features';\nexport { a };`],
  ['src/features/health/x.ts', `import { Route } from '../../routes/__root';\nexport { Route };`],
  // app, components, lib, texts, theme import neither features nor routes
  ['src/app/x.ts', `import { a } from '../features/health/api';\nexport { a };`],
  ['src/components/x.tsx', `import { a } from '../features/health/api';\nexport { a };`],
  ['src/components/ui/x.tsx', `import { Route } from '../../routes/__root';\nexport { Route };`],
  ['src/lib/x.ts', `import { a } from '../features/health/api';\nexport { a };`],
  ['src/texts/x.ts', `import { a } from '../routes/__root';\nexport { a };`],
  ['src/theme/recipes/x.ts', `import { a } from '../../features/health/api';\nexport { a };`],
  // lib, texts, theme import neither app nor components
  ['src/lib/x.ts', `import { a } from '../app/use-session';\nexport { a };`],
  ['src/lib/x.ts', `import { a } from '../components/Page';\nexport { a };`],
  ['src/theme/x.ts', `import { a } from '../app/use-session';\nexport { a };`],
  // nothing in src imports server
  ['src/lib/x.ts', `import { a } from '../../server/app';\nexport { a };`],
  ['src/routes/x.tsx', `import { a } from '../../server/app';\nexport { a };`],
  // machines: no React, no src, no server, no DOM, no fetch
  ['machines/foo/foo.machine.ts', `import { useState } from 'react';\nexport { useState };`],
  ['machines/foo/foo.machine.ts', `import { createRoot } from 'react-dom/client';\nexport { createRoot };`],
  ['machines/foo/foo.machine.ts', `import { useQuery } from '@tanstack/react-query';\nexport { useQuery };`],
  ['machines/foo/foo.machine.ts', `import { useActor } from '@xstate/react';\nexport { useActor };`],
  ['machines/foo/foo.machine.ts', `import { a } from '../../src/lib/y';\nexport { a };`],
  ['machines/foo/foo.machine.ts', `import { a } from '../../server/app';\nexport { a };`],
  ['machines/foo/foo.machine.ts', `export const load = () => fetch('/api/x');`],
  ['machines/foo/foo.machine.ts', `export const load = () => globalThis.fetch('/api/x');`],
  ['machines/foo/foo.machine.ts', `export const go = () => window.location.assign('/');`],
  ['machines/foo/foo.machine.ts', `export const read = () => localStorage.getItem('x');`],
  ['machines/foo/foo.machine.ts', `export const read = () => sessionStorage.getItem('x');`],
  ['machines/foo/foo.machine.ts', `export const el = () => document.body;`],
  ['machines/foo/foo.machine.ts', `export const online = () => navigator.onLine;`],
  // contract imports only zod
  ['contract/x.ts', `import { a } from '../src/lib/y';\nexport { a };`],
  ['contract/x.ts', `import { a } from '../machines/foo/foo.machine';\nexport { a };`],
  ['contract/x.ts', `import { a } from '../server/app';\nexport { a };`],
  ['contract/x.ts', `import { useState } from 'react';\nexport { useState };`],
  ['contract/x.ts', `import fs from 'node:fs';\nexport { fs };`],
  // server imports neither src nor machines
  ['server/x.ts', `import { a } from '../src/lib/y';\nexport { a };`],
  ['server/routes/x.ts', `import { a } from '../../machines/foo/foo.machine';\nexport { a };`],
];

const allowed: [file: string, code: string][] = [
  ['src/features/health/x.ts', `import { a } from '../../app/x';\nexport { a };`],
  ['src/features/health/documents/x.tsx', `import { a } from '../api';\nimport { b } from './parts';\nexport { a, b };`],
  [
    'src/features/health/x.ts',
    [
      `import { useState } from 'react';`,
      `import { useQuery } from '@tanstack/react-query';`,
      `import { a } from '../../components/ui/Button';`,
      `import { b } from '../../lib/api';`,
      `import { c } from '../../texts';`,
      `import { d } from '../../theme/tokens';`,
      `import { e } from '../../../contract';`,
      `import { f } from '../../../machines/foo/foo.machine';`,
      `import { css } from '../../../styled-system/css';`,
      `import { cx } from 'styled-system/css';`,
      `export { useState, useQuery, a, b, c, d, e, f, css, cx };`,
    ].join('\n'),
  ],
  ['src/routes/_app/x.tsx', `import { a } from '../../features/health/api';\nimport { b } from '../../app/x';\nexport { a, b };`],
  ['src/main.tsx', `import { a } from './features/health/api';\nimport { router } from './router';\nexport { a, router };`],
  [
    'src/app/x.ts',
    `import { a } from '../components/Page';\nimport { b } from '../lib/api';\nimport { c } from '../../machines/foo/foo.machine';\nexport { a, b, c };`,
  ],
  ['src/components/x.tsx', `import { a } from '../app/use-session';\nimport { b } from '../lib/api';\nexport { a, b };`],
  ['src/lib/x.ts', `import { a } from '../texts';\nimport { b } from '../../contract';\nexport { a, b };`],
  [
    'machines/foo/foo.machine.ts',
    `import { setup } from 'xstate';\nimport { a } from '../../contract';\nimport { b } from '../bar/bar.machine';\nexport { setup, a, b };`,
  ],
  ['contract/x.ts', `import { z } from 'zod';\nimport { a } from './enums';\nexport { z, a };`],
  [
    'server/routes/x.ts',
    `import Fastify from 'fastify';\nimport { a } from '../../contract';\nimport { b } from '../services/x';\nexport { Fastify, a, b };`,
  ],
  ['tests/src/x.test.ts', `import { a } from '../../src/features/health/api';\nimport { b } from '../../server/app';\nexport { a, b };`],
];

describe('import boundaries', () => {
  it.each(forbidden)('%s: reports %j', async (file, code) => {
    expect(await boundaryErrors(file, code)).not.toEqual([]);
  });

  it.each(allowed)('%s: allows %j', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('disable directives', () => {
  it('the architecture rules cannot be disabled, not even with a reason', async () => {
    const messages = await lint(
      'src/features/health/x.ts',
      `// eslint-disable-next-line architecture/boundaries -- just this once\nimport { a } from '../insurance/api';\nexport { a };`,
    );
    expect(messages.map((message) => message.ruleId)).toContain('@eslint-community/eslint-comments/no-restricted-disable');
  });

  it('disabling exhaustive-deps needs a reason', async () => {
    const code = (directive: string) =>
      [
        `import { useEffect } from 'react';`,
        `export function useX(value: number) {`,
        `  useEffect(() => {`,
        `    console.log(value);`,
        `    ${directive}`,
        `  }, []);`,
        `}`,
      ].join('\n');
    const without = await lint('src/features/health/use-x.ts', code('// eslint-disable-next-line react-hooks/exhaustive-deps'));
    expect(without.map((message) => message.ruleId)).toContain('@eslint-community/eslint-comments/require-description');
    const withReason = await lint(
      'src/features/health/use-x.ts',
      code('// eslint-disable-next-line react-hooks/exhaustive-deps -- runs once on mount by design'),
    );
    expect(withReason).toEqual([]);
  });

  it('a directive that disables nothing is an error', async () => {
    const messages = await lint('src/lib/x.ts', `// eslint-disable-next-line no-console -- not needed\nexport const a = 1;`);
    expect(messages.some((message) => message.severity === 2 && /Unused eslint-disable directive/.test(message.message))).toBe(true);
  });
});

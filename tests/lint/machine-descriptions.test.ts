import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withoutDescriptions } from '../../scripts/build/machine-descriptions';

const root = fileURLToPath(new URL('../..', import.meta.url));

function machineFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return machineFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe("the browser build's machines without their descriptions", () => {
  it('drops text-only descriptions and keeps the rest of the config', () => {
    const code = [
      'const limit = 5;',
      'export const m = setup({}).createMachine({',
      "  id: 'flow',",
      "  description: ['One.', `Two ${limit}.`].join('\\n\\n'),",
      "  initial: 'a',",
      '  states: {',
      "    a: { description: 'The first' + ' state.', on: { go: 'b' } },",
      "    b: { type: 'final', description: `Done.` },",
      '  },',
      '});',
    ].join('\n');
    const result = withoutDescriptions(code)!;
    expect(result.code).not.toContain('description');
    expect(result.code).toContain("id: 'flow',");
    expect(result.code).toContain("a: {  on: { go: 'b' } },");
    expect(result.code).toContain("b: { type: 'final',  },");
  });

  it('keeps a description that is computed, or a computed key', () => {
    expect(
      withoutDescriptions("const c = { description: config.description, d: { description: describe('x') }, ['description']: 'k' };"),
    ).toBeNull();
  });

  it('leaves no written description in any machine', () => {
    const left = machineFiles(path.join(root, 'machines')).flatMap((file) => {
      const code = fs.readFileSync(file, 'utf8');
      const out = withoutDescriptions(code)?.code ?? code;
      return [...out.matchAll(/description:\s*['"`[]/g)].map(() => path.relative(root, file));
    });
    expect(left).toEqual([]);
  });
});

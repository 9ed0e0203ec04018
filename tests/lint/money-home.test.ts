/**
 * Haléře ↔ koruny have one home, contract/money.ts (issue 32 item 4). Eight hand-written copies
 * (`hal / 100`, `Math.round(kc * 100)`) had drifted apart: some rounded, some did not. This test
 * fails when arithmetic by 100 on an amount comes back anywhere else, so the next copy is caught
 * where it is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const scannedDirs = ['contract', 'server', 'src', 'machines'];
const home = path.join('contract', 'money.ts');

/** Multiplying or dividing by 100 (not 1000, not 100_000, not 100.5). */
const byHundred = /[*/]\s*100(?![\d_.])/;
/** Lines where 100 is not money: percentages, centimetres, progress, centuries. */
const notMoney = /procent|percent|vyska|\bbmi\b|progress|loaded|EGFR|year \/ 100|\/\/|^\s*\*|^\s*\/\*/i;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(tsx?|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** `file:line: text` of every line outside money.ts that converts money by hand. */
function handWrittenConversions(files: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const relative = path.relative(root, file);
    if (relative === home) continue;
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (byHundred.test(line) && !notMoney.test(line)) found.push(`${relative}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe('haléře ↔ koruny have one home (contract/money.ts)', () => {
  it('no other module multiplies or divides an amount by 100', () => {
    const files = scannedDirs.flatMap((dir) => sourceFiles(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    expect(handWrittenConversions(files)).toEqual([]);
  });

  it('catches a copy written the usual ways', () => {
    const dir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'money-'));
    const file = path.join(dir, 'copy.ts');
    fs.writeFileSync(
      file,
      [
        'export const kc = (hal: number) => hal / 100;',
        'export const hal = (kc: number) => Math.round(kc*100);',
        'const pct = procento * 100;',
      ].join('\n'),
    );
    try {
      expect(handWrittenConversions([file]).map((line) => line.replace(/^.*copy\.ts:/, ''))).toEqual([
        '1: export const kc = (hal: number) => hal / 100;',
        '2: export const hal = (kc: number) => Math.round(kc*100);',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 32: each of these rules has one home. A second copy written by hand is how they drifted
// apart before ('0 zprávy', an age a day off in another time zone), so the code is searched for the
// shapes a copy takes. Each shape is first shown to catch a sample, so the test can fail.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCANNED = ['contract', 'server', 'src', 'machines', 'scripts'];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx|mjs)$/.test(name) && !name.endsWith('.gen.ts')) out.push(full);
  }
  return out;
}

const files = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).map((file) => ({
  file: path.relative(ROOT, file),
  text: readFileSync(file, 'utf8'),
}));

interface Rule {
  name: string;
  home: string;
  shape: RegExp;
  sample: string;
}

const rules: Rule[] = [
  {
    name: 'Czech plural forms (czechPlural / czechCount)',
    home: 'contract/format.ts',
    shape: />=\s*2\s*&&\s*[\w.]+\s*<=\s*4\s*\?/,
    sample: "n === 1 ? 'soubor' : n >= 2 && n <= 4 ? 'soubory' : 'souborů'",
  },
  {
    name: 'age on a day (ageOn / ageInMonthsOn / isUnder18)',
    home: 'contract/person.ts',
    shape: /getFullYear\(\)\s*-|function\s+age(?:On|At|InMonths|InYears)\w*\s*\(|const\s+age(?:On|At|InMonths|InYears)\w*\s*=\s*\(/,
    sample: 'let age = today.getFullYear() - year;',
  },
  {
    name: 'bank-account mod-11 weights (isValidAccount)',
    home: 'contract/bank-account.ts',
    shape: /10,\s*5,\s*8,\s*4,\s*2,\s*1/,
    sample: 'const weights = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];',
  },
  {
    // fullName sits apart from person.ts so the first download takes it without contract/format.ts;
    // person.ts re-exports it and builds fullNameWithTitles on it
    name: "a person's full name (fullName / fullNameWithTitles)",
    home: 'contract/full-name.ts',
    shape: /\$\{\s*[\w.?]*jmeno\s*\}\s+\$\{\s*[\w.?]*prijmeni\s*\}|jmeno\s*\+\s*' '\s*\+\s*[\w.?]*prijmeni/,
    sample: 'const name = `${person.jmeno} ${person.prijmeni}`;',
  },
];

describe('one home per rule', () => {
  it('scans the source tree', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files.some((f) => f.file === 'contract/person.ts')).toBe(true);
  });

  for (const rule of rules) {
    it(`${rule.name}: the search recognises a hand-written copy`, () => {
      expect(rule.shape.test(rule.sample)).toBe(true);
      expect(files.find((f) => f.file === rule.home)?.text).toMatch(rule.shape);
    });

    it(`${rule.name}: lives only in ${rule.home}`, () => {
      const copies = files.filter((f) => f.file !== rule.home && rule.shape.test(f.text)).map((f) => f.file);
      expect(copies, `use the function from ${rule.home}`).toEqual([]);
    });
  }
});

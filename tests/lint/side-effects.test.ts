/**
 * package.json's `sideEffects` tells the bundler which of our modules do something when they are
 * evaluated; every other module is dropped from a chunk when none of its exports is used (that is
 * what keeps the unused form widgets of a barrel import out of a screen). A module that gains a
 * top-level statement with an effect (a call, an assignment, a registration) must be listed, or
 * the production build may silently leave it out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bundledDirs = ['src', 'contract', 'machines'];
const declared: string[] = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).sideEffects;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** `void name;` only marks a value as used (a compile-time check); it does nothing when run. */
function isPureMarker(statement: ts.Statement): boolean {
  return (
    ts.isExpressionStatement(statement) && ts.isVoidExpression(statement.expression) && ts.isIdentifier(statement.expression.expression)
  );
}

/** Top-level statements that run something when the module is evaluated. */
function effectfulStatements(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements
    .filter(
      (statement) =>
        !isPureMarker(statement) &&
        (ts.isExpressionStatement(statement) ||
          ts.isIfStatement(statement) ||
          ts.isIterationStatement(statement, false) ||
          ts.isTryStatement(statement) ||
          ts.isThrowStatement(statement) ||
          ts.isBlock(statement)),
    )
    .map((statement) => statement.getText(source).split('\n')[0]!);
}

/** The file as package.json names it ('./src/main.tsx'), matched against the declared patterns. */
function isDeclared(relative: string): boolean {
  return declared.some((pattern) => {
    if (!pattern.startsWith('./')) return path.matchesGlob(path.basename(relative), pattern);
    return path.matchesGlob(relative, pattern.slice(2));
  });
}

describe("package.json's sideEffects", () => {
  const files = bundledDirs.flatMap((dir) => sourceFiles(path.join(root, dir)));

  it('lists every bundled module that does something when evaluated', () => {
    const undeclared = files
      .map((file) => path.relative(root, file).split(path.sep).join('/'))
      .filter((relative) => !isDeclared(relative))
      .flatMap((relative) => effectfulStatements(path.join(root, relative)).map((statement) => `${relative}: ${statement}`));
    expect(undeclared).toEqual([]);
  });

  it('names only files that exist', () => {
    const named = declared.filter((pattern) => pattern.startsWith('./') && !pattern.includes('*'));
    expect(named.filter((pattern) => !fs.existsSync(path.join(root, pattern)))).toEqual([]);
  });

  it('catches a module with a top-level call that is not listed', () => {
    const probe = path.join(root, '.tmp', 'side-effect-probe.ts'); // outside the scanned folders
    fs.mkdirSync(path.dirname(probe), { recursive: true });
    fs.writeFileSync(probe, "import { z } from 'zod';\nvoid marker;\nz.config({ jitless: true });\nexport const x = 1;\n");
    try {
      expect(effectfulStatements(probe)).toEqual(['z.config({ jitless: true });']);
      expect(isDeclared('.tmp/side-effect-probe.ts')).toBe(false);
      expect(isDeclared('src/main.tsx')).toBe(true);
      expect(isDeclared('src/styles.css')).toBe(true);
    } finally {
      fs.rmSync(probe);
    }
  });
});

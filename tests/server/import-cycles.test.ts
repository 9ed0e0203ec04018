/**
 * The server's import graph (DESIGN.md §2): no cycles, and `server/` imports only itself and
 * `contract/` (never `src/` or `machines/`). Static imports count, `import type` and
 * `export … from` included, since a type-only cycle still ties the modules together.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverDir = path.join(root, 'server');

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
    })
    .sort();
}

/** Module specifiers of the file's static imports and re-exports (type-only ones too). */
export function importSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(statement) &&
      ts.isExternalModuleReference(statement.moduleReference) &&
      ts.isStringLiteral(statement.moduleReference.expression)
    ) {
      specifiers.push(statement.moduleReference.expression.text);
    }
  }
  return specifiers;
}

/** A relative specifier → the file it names (null for packages and node: modules). */
function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(root, from)}: cannot resolve '${specifier}'`);
}

/** Edges among the files of `dir` only (imports leaving it are not part of its cycles). */
export function importGraph(dir: string): Map<string, string[]> {
  const files = sourceFiles(dir);
  const inside = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      importSpecifiers(file)
        .map((s) => resolveRelative(file, s))
        .filter((t): t is string => t !== null && inside.has(t)),
    ]),
  );
}

/** Every elementary cycle found by a depth-first search, each once, as file paths. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = stack.slice(stack.indexOf(next));
        // one rotation per cycle, so a cycle reached twice is reported once
        const start = cycle.indexOf([...cycle].sort()[0]);
        const key = [...cycle.slice(start), ...cycle.slice(0, start)].join(' → ');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push([...cycle, next]);
        }
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

const relative = (file: string) => path.relative(root, file);

describe('the import graph of server/', () => {
  const graph = importGraph(serverDir);

  it('is read (files and edges), so the checks below can fail', () => {
    expect(graph.size).toBeGreaterThan(30);
    const edges = [...graph.values()].reduce((sum, list) => sum + list.length, 0);
    expect(edges).toBeGreaterThan(50);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const a = '/x/a.ts';
    const b = '/x/b.ts';
    const c = '/x/c.ts';
    expect(
      findCycles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, [a]],
        ]),
      ),
    ).toEqual([[a, b, c, a]]);
    expect(
      findCycles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has no import cycles (type-only imports included)', () => {
    const cycles = findCycles(graph).map((cycle) => cycle.map(relative).join(' → '));
    expect(cycles).toEqual([]);
  });

  it('imports only server/, contract/, the lifecycle machine it enforces and packages (never src/ or other machines)', () => {
    const outside: string[] = [];
    for (const file of sourceFiles(serverDir)) {
      for (const specifier of importSpecifiers(file)) {
        const target = resolveRelative(file, specifier);
        if (target === null) continue;
        const [where, second] = relative(target).split(path.sep);
        const enforcedMachine = where === 'machines' && second === 'requestLifecycle';
        if (where !== 'server' && where !== 'contract' && where !== 'package.json' && !enforcedMachine)
          outside.push(`${relative(file)} → ${relative(target)}`);
      }
    }
    expect(outside).toEqual([]);
  });
});

// The browser build of zod without its JSON Schema generator.
//
// zod's classic schemas import the JSON Schema generator eagerly: every schema gets a
// `toJSONSchema()` method and a `~standard.jsonSchema` entry, so about 5 KB of gzip of generator
// code came with the first form of every screen. The app never makes JSON Schema in the browser
// (the server writes the API documentation), so for the client build the two generator modules are
// replaced with stand-ins of the same exports that throw if ever called; the one helper schemas use
// at run time stays real. The server build and the tests use zod unchanged.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The generator modules, and what of them the schemas use at run time (the real export is kept). */
export const replaced: Record<string, string[]> = {
  // `minLength`, `maxLength`, `minValue`… of a schema read its checks through this helper
  'json-schema-processors.js': ['aggregateChecks'],
  'to-json-schema.js': [],
};
const prefix = '\0zod-without-json-schema:';

/** The names a module exports (`export function x`, `export const x`, `export { a, b as c }`). */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/g))
    names.add(match[1]);
  for (const match of source.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g))
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  return [...names];
}

/**
 * A module with the same exports as the module at `realPath`: `kept` ones re-exported from it (the
 * bundler drops the rest of it), the two method factories return a function that throws, the rest throw.
 */
export function standIn(realPath: string, kept: readonly string[]): string {
  const lines = [
    "const unavailable = () => { throw new Error('JSON Schema is not part of the browser build (scripts/build/zod-without-json-schema.ts)'); };",
  ];
  if (kept.length) lines.push(`export { ${kept.join(', ')} } from ${JSON.stringify(realPath)};`);
  for (const name of exportedNames(readFileSync(realPath, 'utf8'))) {
    if (kept.includes(name)) continue;
    // called when a schema is made or validated (`~standard`): they must return, not throw
    if (name === 'createStandardJSONSchemaMethod' || name === 'createToJSONSchemaMethod')
      lines.push(`export const ${name} = () => unavailable;`);
    else lines.push(`export const ${name} = unavailable;`);
  }
  return lines.join('\n');
}

export function zodWithoutJsonSchema(): Plugin {
  const coreDir = path.dirname(createRequire(import.meta.url).resolve('zod/v4/core'));
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/.test(importer)) return null;
      const file = Object.keys(replaced).find((name) => source === `../core/${name}`);
      return file ? `${prefix}${file}` : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const file = id.slice(prefix.length);
      return standIn(path.join(coreDir, file), replaced[file]);
    },
  };
}

// The browser build of zod without its JSON Schema generator.
//
// zod's classic schemas import the JSON Schema generator eagerly: every schema gets a
// `toJSONSchema()` method and a `~standard.jsonSchema` entry, so about 5 KB of gzip of generator
// code came with the first form of every screen. The app never makes JSON Schema in the browser
// (the server writes the API documentation), so for the client build the two generator modules are
// replaced with stand-ins of the same exports that throw if ever called; the one helper schemas use
// at run time stays real. The server build and the tests use zod unchanged.
//
// Nor with zod's English messages (0.7 KB of gzip): classic schemas register them as the locale,
// but contract/rules.ts sets a Czech error map that answers every issue, and zod asks the locale
// only when that map gives no answer. The browser build gets an empty locale instead.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** The generator modules, and what of them the schemas use at run time (the real export is kept). */
export const replaced: Record<string, string[]> = {
  // `minLength`, `maxLength`, `minValue`… of a schema read its checks through this helper
  'json-schema-processors.js': ['aggregateChecks'],
  'to-json-schema.js': [],
};
const prefix = '\0zod-without-json-schema:';
/** The English locale's stand-in: a locale with no messages (`config({})` sets nothing). */
export const englishStandIn = 'export default () => ({});';
const english = `${prefix}locales/en.js`;

/**
 * A module with the given exports of the module at `realPath`: `kept` ones re-exported from it (the
 * bundler drops the rest of it), the two method factories return a function that throws, the rest throw.
 */
export function standIn(realPath: string, names: readonly string[], kept: readonly string[]): string {
  const lines = [
    "const unavailable = () => { throw new Error('JSON Schema is not part of the browser build (scripts/build/zod-without-json-schema.ts)'); };",
  ];
  if (kept.length) lines.push(`export { ${kept.join(', ')} } from ${JSON.stringify(realPath)};`);
  for (const name of names) {
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
      if (source === '../locales/en.js') return english;
      const file = Object.keys(replaced).find((name) => source === `../core/${name}`);
      return file ? `${prefix}${file}` : null;
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null;
      if (id === english) return englishStandIn;
      const realPath = path.join(coreDir, id.slice(prefix.length));
      const names = Object.keys(await import(pathToFileURL(realPath).href));
      return standIn(realPath, names, replaced[id.slice(prefix.length)]);
    },
  };
}

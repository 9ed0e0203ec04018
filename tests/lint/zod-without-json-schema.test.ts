import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { englishStandIn, replaced, standIn } from '../../scripts/build/zod-without-json-schema';

const coreDir = path.dirname(createRequire(import.meta.url).resolve('zod/v4/core'));
const scratch = mkdtempSync(path.join(tmpdir(), 'zod-stand-in-'));

type Module = Record<string, unknown>;
const importFile = (file: string) => import(/* @vite-ignore */ pathToFileURL(file).href) as Promise<Module>;

/** The stand-in for zod/v4/core/<file> as the browser build gets it, and the real module. */
async function both(file: string): Promise<{ real: Module; stand: Module }> {
  const realPath = path.join(coreDir, file);
  const standPath = path.join(scratch, file.replace(/\.js$/, '.mjs'));
  const real = await importFile(realPath);
  writeFileSync(standPath, standIn(realPath, Object.keys(real), replaced[file]));
  return { real, stand: await importFile(standPath) };
}

describe("the browser build's zod without JSON Schema", () => {
  it.each(Object.keys(replaced))('keeps every export of zod/v4/core/%s, the ones schemas use real', async (file) => {
    const { real, stand } = await both(file);
    expect(Object.keys(stand).sort()).toEqual(Object.keys(real).sort());
    for (const name of replaced[file]) expect(stand[name]).toBe(real[name]);
  });

  it('lets schemas be made and validated, and says why if JSON Schema is asked for', async () => {
    const { stand } = await both('to-json-schema.js');
    const method = (stand.createStandardJSONSchemaMethod as () => () => unknown)();
    expect(method).toBeTypeOf('function');
    expect(() => method()).toThrow(/not part of the browser build/);
    expect(() => (stand.processSchema as () => unknown)()).toThrow(/not part of the browser build/);
  });

  it('gives the locale no messages (the Czech error map of contract/rules.ts answers every issue)', async () => {
    const file = path.join(scratch, 'en.mjs');
    writeFileSync(file, englishStandIn);
    const locale = (await importFile(file)).default as () => Record<string, unknown>;
    expect(locale()).toEqual({});
  });
});

// Writes contract/routes.gen.ts and contract/routes/*.gen.ts: every call of the contract as a zod-free
// route for the browser (ADR 0001, amendment). `npm run docs` runs it; a unit test fails when a file is
// out of date.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { clientRoutesFiles } from '../contract/client-routes-source';

for (const [file, text] of Object.entries(clientRoutesFiles())) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`${file} written`);
}

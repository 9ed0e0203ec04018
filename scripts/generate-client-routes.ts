// Writes contract/routes.gen.ts: every call of the contract as a zod-free route for the browser
// (ADR 0001, amendment). `npm run docs` runs it; a unit test fails when the file is out of date.
import { writeFileSync } from 'node:fs';
import { clientRoutesSource } from '../contract/client-routes-source';

writeFileSync('contract/routes.gen.ts', clientRoutesSource());
console.log('contract/routes.gen.ts written');

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root: the nearest directory above this module with the project's package.json.
 * Found by walking up rather than by a fixed `..`, because the same code runs from its source
 * (`server/paths.ts`) and from the build's bundle (`dist/server/main.mjs`), one level deeper.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'package.json');
    if (fs.existsSync(candidate) && fs.existsSync(path.join(dir, 'server'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Kořenový adresář projektu nenalezen (package.json se složkou server/).');
    dir = parent;
  }
}

export const projectRoot = findProjectRoot();

/** Files the server reads at run time from the source tree (they are not bundled). */
export const serverFiles = {
  packageJson: path.join(projectRoot, 'package.json'),
  migrations: path.join(projectRoot, 'server/db/migrations'),
  ruianExcerpts: path.join(projectRoot, 'server/seed/ruian') + path.sep,
};

// The code nearly every signed-in screen needs, in two chunks instead of twenty.
//
// Rolldown's automatic splitting makes one chunk per set of lazy entries that share modules, so the
// start page fetched 26 files and a form screen up to 66, many under 1 KB. On a mobile link each
// request costs a round trip and HTTP/1.1 runs six at a time per origin, so the count weighed as
// much as the bytes (Lighthouse's simulation agrees). Every signed-in screen loads the `_app`
// layout; what that layout needs, and what at least `sharedBy` of the signed-in screens need, goes
// into one of two chunks. A signed-in screen may load a little code it does not use; the sign-in
// pages never load either chunk, and the public emergency card only the second.
import type { ModuleInfo } from 'rolldown';

type Graph = { getModuleInfo(id: string): ModuleInfo | null };

const routeOf = (id: string): string | null => id.match(/\/src\/routes\/(.+?)\.tsx\?tsr-split=/)?.[1] ?? null;
/** A route file itself (its loader and options, in the entry chunk), not one of its split chunks. */
const routeFileOf = (id: string): string | null => id.match(/\/src\/routes\/(.+?)\.tsx$/)?.[1] ?? null;

/** The screens whose first visit loads a route file's chunks: the route and every route under it. */
function screensLoading(route: string, screens: string[]): string[] {
  if (route === '__root') return screens;
  const base = route.replace(/\/route$/, '');
  return screens.filter((screen) => screen === route || screen === base || screen.startsWith(`${base}/`));
}

const reexportOnly =
  /^(import\s*\{[^}]*\}\s*from\s*(['"])[^'"]+\2|export\s*\*\s*from\s*(['"])[^'"]+\3|export\s*\{[^}]*\}(\s*from\s*(['"])[^'"]+\5)?)$/;

/** A module that only imports and re-exports names, such as a package's `index.js`. */
export function isBarrel(code: string | null | undefined): boolean {
  if (!code) return false;
  const statements = code
    .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
  return statements.some((statement) => statement.startsWith('export')) && statements.every((statement) => reexportOnly.test(statement));
}

/** The names a module imports or re-exports by name (`import { a, b as c } from …`: a and b). */
export function importedNames(code: string | null | undefined): Set<string> {
  const names = new Set<string>();
  for (const [, list] of (code ?? '').matchAll(/(?:import|export)\s*(?:type\s*)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from/g)) {
    for (const part of list!.split(',')) {
      const name = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/** Which shared chunk ('shell', 'common' or 'base') each grouped module goes to; the rest split as Rolldown decides. */
export function sharedChunkGroups(
  graph: Graph,
  entryId: string,
  { layout, sharedBy, styleGuide, signInPages }: { layout: string; sharedBy: number; styleGuide: RegExp; signInPages: RegExp },
): Map<string, string> {
  const importsOf = (id: string) => graph.getModuleInfo(id)?.importedIds ?? [];
  const lazyImportsOf = (id: string) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
  /** Every module reachable from `start` along `next`. */
  const reachable = (start: string, next: (id: string) => readonly string[]) => {
    const found = new Set<string>();
    const todo = [start];
    while (todo.length) {
      const id = todo.pop()!;
      if (found.has(id)) continue;
      found.add(id);
      todo.push(...next(id));
    }
    return found;
  };
  const codeOf = (id: string) => graph.getModuleInfo(id)?.code;
  // A module's static imports as the bundle will have them. Through a barrel (a module that only
  // re-exports, such as a package's index or Panda's recipe index) a module loads only the modules
  // that export the names it imports, not all the barrel re-exports: the bundler drops the rest.
  const barrels = new Map<string, boolean>();
  const isBarrelModule = (id: string) => {
    if (!barrels.has(id)) barrels.set(id, isBarrel(codeOf(id)));
    return barrels.get(id)!;
  };
  /** The modules behind a barrel that export one of `names`; all of them when `names` is null. */
  const throughBarrel = (barrel: string, names: Set<string> | null, seen = new Set<string>()): string[] => {
    if (seen.has(barrel)) return [];
    seen.add(barrel);
    return importsOf(barrel).flatMap((target) => {
      if (isBarrelModule(target)) return throughBarrel(target, names, seen);
      const exported = graph.getModuleInfo(target)?.exports ?? [];
      return names === null || exported.some((name) => names.has(name)) ? [target] : [];
    });
  };
  const loadsOf = (id: string) => {
    const targets = importsOf(id);
    if (!targets.some(isBarrelModule)) return targets;
    const code = codeOf(id) ?? '';
    // a namespace import (`import * as x`, `export * from`) may use anything, and a default import's
    // name says nothing of the module behind: all that is behind the barrel counts then
    const names = /(?:import|export)\s*\*|import\s+[\w$]+\s*(?:,|from)/.test(code) ? null : importedNames(code);
    return targets.flatMap((target) => (isBarrelModule(target) ? [target, ...throughBarrel(target, names)] : [target]));
  };
  const staticClosure = (id: string) => reachable(id, (next) => (isBarrelModule(next) ? [] : loadsOf(next)));
  const lazyEntries = new Set([...reachable(entryId, (id) => [...importsOf(id), ...lazyImportsOf(id)])].flatMap(lazyImportsOf));
  const initial = staticClosure(entryId);
  const screens = [...new Set([...lazyEntries].map(routeOf).filter((route): route is string => route !== null && route !== '__root'))];
  const signedIn = new Set(screensLoading(layout, screens));

  // Who needs each module on a first visit, and who may need it at all: a lazy part (a menu, the
  // doctor's start page, the calendar) is needed where the modules that import it are.
  const firstVisitUsers = new Map<string, Set<string>>();
  const layoutNeeds = new Set<string>();
  const closures = new Map([...lazyEntries].map((entry) => [entry, staticClosure(entry)]));
  const add = (map: Map<string, Set<string>>, id: string, users: Iterable<string>) => {
    const set = map.get(id) ?? new Set<string>();
    const before = set.size;
    for (const user of users) set.add(user);
    map.set(id, set);
    return set.size !== before;
  };
  // A route's split chunks load on its first visit, and so does what its loader imports.
  const firstVisitRoutes = (entry: string): string[] => {
    const route = routeOf(entry);
    if (route) return [route];
    const importers = graph.getModuleInfo(entry)?.dynamicImporters ?? [];
    return importers.map(routeFileOf).filter((loader): loader is string => loader !== null);
  };
  for (const [entry, closure] of closures) {
    const routes = firstVisitRoutes(entry);
    for (const id of closure) {
      if (initial.has(id)) continue;
      if (routes.includes(layout)) layoutNeeds.add(id);
      for (const route of routes) add(firstVisitUsers, id, screensLoading(route, screens));
    }
  }
  const anyUsers = new Map([...firstVisitUsers].map(([id, users]) => [id, new Set(users)]));
  for (let changed = true; changed;) {
    changed = false;
    for (const [entry, closure] of closures) {
      if (routeOf(entry)) continue;
      // where its importers are used; a route's loader: that route; anything else in the entry chunk: any screen
      const importers = graph.getModuleInfo(entry)?.dynamicImporters ?? [];
      const users = importers.flatMap((importer) => {
        const loader = routeFileOf(importer);
        if (loader) return screensLoading(loader, screens);
        return initial.has(importer) ? screens : [...(anyUsers.get(importer) ?? [])];
      });
      for (const id of closure) if (!initial.has(id) && add(anyUsers, id, users)) changed = true;
    }
  }

  // Three tiers, the first that fits wins: 'shell' (only signed-in screens and the style guide use
  // it), 'common' (also the public emergency card, never the sign-in pages) and 'base' (small parts
  // a sign-in page may load later too, such as the error texts). A tier's test only
  // gets easier for a module with more users, and a module's imports have at least its users, so no
  // tier imports a module that imports it back, directly or through another chunk: modules run in
  // their original order.
  const tiers = [
    { name: 'shell', allowed: (screen: string) => signedIn.has(screen) || styleGuide.test(screen) },
    { name: 'common', allowed: (screen: string) => !signInPages.test(screen) },
    { name: 'base', allowed: () => true },
  ];
  // a sign-in page's first visit never loads a shared chunk: what it loads at once stays apart
  const onSignInFirstVisit = (id: string) => [...(firstVisitUsers.get(id) ?? [])].some((screen) => signInPages.test(screen));
  const groups = new Map<string, string>();
  for (const [id, users] of anyUsers) {
    if (lazyEntries.has(id)) continue; // a lazy entry heads its own chunk
    const shared = layoutNeeds.has(id) || (firstVisitUsers.get(id)?.size ?? 0) >= sharedBy * signedIn.size;
    const tier = shared && !onSignInFirstVisit(id) ? tiers.find((candidate) => [...users].every(candidate.allowed)) : undefined;
    if (tier) groups.set(id, tier.name);
  }
  return groups;
}

/**
 * Zag's and Ark's base (the state machine runtime, DOM helpers, the field context): every widget
 * needs it, and automatic splitting cut it into a dozen chunks under 1 KB.
 */
export const widgetBaseModules =
  /node_modules[\\/](@zag-js[\\/](core|dom-query|utils|react|focus-visible|types|anatomy)[\\/]|@ark-ui[\\/]react[\\/]dist[\\/](utils|providers|components[\\/](field|fieldset))[\\/])/;

/**
 * The plain form fields and their styles. Widgets with a machine of their own (number input, radio
 * group, select, the calendar) stay apart: a chunk brings along everything its modules import.
 */
export const plainFieldModules =
  /src[\\/]components[\\/]form[\\/](texts|Field|TextInput|NativeSelect|AmountInput|Textarea|dates|DateTextInput)\.tsx?$|styled-system[\\/]recipes[\\/](form-field|text-control|choice)\.mjs$/;

/**
 * Fails the build when two chunks import each other: modules in such a pair could run before the
 * modules they use. Automatic splitting never makes one; the groups above must not either.
 */
export function noChunkCycles() {
  return {
    name: 'no-chunk-cycles',
    generateBundle(_options: unknown, bundle: Record<string, { type: string; imports?: string[] }>) {
      const state = new Map<string, 'visiting' | 'done'>();
      const visit = (file: string, path: string[]): void => {
        if (state.get(file) === 'done') return;
        if (state.get(file) === 'visiting') {
          throw new Error(`chunks import each other: ${[...path.slice(path.indexOf(file)), file].join(' -> ')}`);
        }
        state.set(file, 'visiting');
        for (const imported of bundle[file]?.type === 'chunk' ? (bundle[file].imports ?? []) : []) visit(imported, [...path, file]);
        state.set(file, 'done');
      };
      for (const file of Object.keys(bundle)) visit(file, []);
    },
  };
}

// The mutation check of the machines (issue 32): `npm run test:mutation` changes each machine's
// transitions one at a time (retarget, drop a guard, drop an action, swap two events; see
// tests/machines/mutants.ts), runs that machine's path tests on each mutant and prints per machine
// how many mutants were killed.
//
//   npm run test:mutation                  a sample: 4 mutants per machine (seed from the date)
//   npm run test:mutation -- --sample 10   10 per machine
//   npm run test:mutation -- --all         every mutant (npm run test:full)
//   npm run test:mutation -- --seed 7      replay a sample
//   npm run test:mutation -- session       only the machines named
//
// Fails when a machine has no path tests on the harness; with --all also when a machine kills
// fewer than 90 % of its mutants, with a sample when fewer than 90 % of all sampled ones die.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const value = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const all = flag('--all');
const perMachine = Number(value('--sample') ?? 4);
const today = new Date();
const seed = Number(value('--seed') ?? today.getUTCFullYear() * 10000 + (today.getUTCMonth() + 1) * 100 + today.getUTCDate());
const named = args.filter((arg, i) => !arg.startsWith('--') && !['--sample', '--seed'].includes(args[i - 1]));
const THRESHOLD = 0.9;

/** Every machine by the name of its file (machines/<flow>/<name>.machine.ts), which is also its id. */
function machineNames() {
  const out = [];
  for (const dir of readdirSync(path.join(root, 'machines'), { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const file of readdirSync(path.join(root, 'machines', dir.name)))
      if (file.endsWith('.machine.ts')) out.push(file.slice(0, -'.machine.ts'.length));
  }
  return out.sort();
}

const machines = named.length ? named : machineNames();
const reportDir = path.join(root, '.tmp', 'mutation');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const mode = all ? 'all' : `sample:${perMachine}:${seed}`;
console.log(`mutation check: ${all ? 'every mutant' : `${perMachine} mutants per machine, seed ${seed} (replay with --seed ${seed})`}`);
const files = named.length ? named.map((name) => `tests/machines/${name}.paths.test.ts`).filter((f) => existsSync(path.join(root, f))) : [];
const run = spawnSync('npx', ['vitest', 'run', '--project', 'machines', '--reporter=dot', ...files], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, MUTATION: mode, MUTATION_REPORT_DIR: reportDir },
});

const rows = [];
let failed = run.status !== 0;
if (run.status !== 0) console.error('\nThe machines’ tests failed on an unmutated machine (see above): fix them first.');
let sampledRun = 0;
let sampledKilled = 0;
for (const name of machines) {
  const file = path.join(reportDir, `${name}.json`);
  if (!existsSync(file)) {
    rows.push({ name, total: '-', run: 0, killed: 0, rate: null, survivors: ['(no path tests on the harness)'] });
    failed = true;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const killed = report.results.filter((r) => r.killed).length;
  const rate = report.results.length ? killed / report.results.length : 1;
  sampledRun += report.results.length;
  sampledKilled += killed;
  if (all && rate < THRESHOLD) failed = true;
  rows.push({
    name,
    total: report.total,
    run: report.results.length,
    killed,
    rate,
    survivors: report.results.filter((r) => !r.killed).map((r) => r.mutant),
  });
}
const overall = sampledRun ? sampledKilled / sampledRun : 0;
if (!all && overall < THRESHOLD) failed = true;

const pad = (text, width) => String(text).padEnd(width);
const lines = [
  `Mutation check (${all ? 'all mutants' : `sample of ${perMachine} per machine, seed ${seed}`})`,
  `${pad('machine', 22)} ${pad('mutants', 8)} ${pad('run', 5)} ${pad('killed', 7)} rate`,
  ...rows.map(
    (r) =>
      `${pad(r.name, 22)} ${pad(r.total, 8)} ${pad(r.run, 5)} ${pad(r.killed, 7)} ${r.rate === null ? '-' : `${Math.round(r.rate * 1000) / 10} %`}`,
  ),
  `${pad('all', 22)} ${pad('', 8)} ${pad(sampledRun, 5)} ${pad(sampledKilled, 7)} ${Math.round(overall * 1000) / 10} %`,
];
const survivors = rows.flatMap((r) => r.survivors.map((s) => `  ${r.name}: ${s}`));
if (survivors.length) lines.push('', 'Surviving mutants:', ...survivors);
const text = lines.join('\n');
console.log(`\n${text}`);
writeFileSync(path.join(root, '.tmp', 'mutation-summary.txt'), `${text}\n`);
process.exit(failed ? 1 : 0);

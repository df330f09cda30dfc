// `npm test`: the one gate. Lint, format, types, unit tests, cms integration tests against a real
// Strapi (on SQLite and on a PostgreSQL the suite starts itself), a production build, the fault
// tests (parts killed under the supervisor) and the browser tests against that build (then once
// more with a generated catalogue of 2,000 surfaces, for what must work past a page).
//
// Steps that need nothing from each other run at the same time: most of them keep one core
// busy at most (a Strapi boot, ESLint, a test file at a time), so on two cores one after the
// other would leave a core idle. The longest chain (the build, then the browser tests) runs at
// the normal priority and the others below it (`nice`), so they fill what it leaves idle
// instead of slowing it down.
// Each step writes to its own log (.tmp/test-logs/), printed whole when it ends. After the first
// failure no other step starts; the running ones end by themselves (a suite stopped by a signal
// leaves the servers of its global setup running). At the end a table says what each step took,
// for comparing runs.
import './lib/runtime.mjs';
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runtimeLine } from './lib/runtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const logs = path.join(root, '.tmp', 'test-logs');
/** How much of a failed step's log is printed again at the end. */
const FAILED_TAIL = 80;
/** The browser tests' generated secrets, shared by their early cms and Playwright (tests/support/e2e-process-env.ts). */
const E2E_ENV_FILE = path.join(logs, 'e2e-env.json');
/**
 * The demo content, seeded once in this run for every test cms on a new SQLite file (the cms
 * suite's, the browser tests', the fault test's): each starts from a copy instead of seeding
 * its own (tests/support/cms-server.mjs copySeededTemplate). In the log folder, emptied below,
 * so no run starts from an earlier run's code or content.
 */
process.env.SEEDED_SQLITE_TEMPLATE = path.join(logs, 'seeded-demo.db');
/** How much lower a step off the critical path runs (nice(1)): its share is about a tenth of the chain's. */
const NICE = 10;
/** The catalogue's browser run moves every test port by this much more than the main run's. */
const CATALOGUE_PORT_OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0) + 50;

/**
 * `after`: the steps that must have passed first. `nice`: a step off the critical path (the
 * build, then the browser tests, the longest chain) runs at a lower priority, taking what
 * processor time the chain leaves: on two cores, steps at the same priority slow the chain down
 * as much as they use, and the whole run ends when the chain does.
 */
const steps = [
  { name: 'lint', command: bin('eslint'), args: ['--max-warnings=0', '.'], nice: true },
  // The formatter covers what ESLint does not read, the cms's JavaScript included.
  { name: 'format', command: bin('prettier'), args: ['--check', '.'], nice: true },
  { name: 'unit tests', command: bin('vitest'), args: ['run'], nice: true },
  // Each on ports of its own (tests/support/ports.ts cmsSuitePorts).
  {
    name: 'cms integration tests on SQLite',
    command: bin('vitest'),
    args: ['run', '-c', 'vitest.cms.config.ts'],
    env: { CMS_TEST_DATABASE: 'sqlite' },
    nice: true,
  },
  {
    name: 'cms integration tests on PostgreSQL',
    command: bin('vitest'),
    args: ['run', '-c', 'vitest.cms.config.ts'],
    env: { CMS_TEST_DATABASE: 'postgres' },
    nice: true,
  },
  // Without its own type check (next.config.ts): the next step checks a superset.
  { name: 'production build', command: bin('next'), args: ['build'], env: { YTB_TYPES_CHECKED_APART: '1' } },
  // The build writes the route types (.next/types) that the type check reads; tsc checks the
  // whole project (the site, tests, scripts and tools).
  { name: 'types', command: bin('tsc'), args: ['--noEmit'], after: ['production build'], nice: true },
  // The cms and a site instance killed under npm start's supervisor, behind the edge.
  // Not below the chain's priority, as neither is the catalogue's run: both wait for servers
  // and pages with limits a starved process could pass.
  { name: 'fault tests', command: bin('vitest'), args: ['run', '-c', 'vitest.faults.config.ts'], after: ['production build'] },
  // Its cms boots and seeds while the site builds (`early`), which the browser tests would
  // otherwise wait for after it; Playwright then waits for it to answer.
  {
    name: 'browser tests',
    command: bin('playwright'),
    args: ['test'],
    after: ['production build'],
    env: { E2E_ENV_FILE: E2E_ENV_FILE, E2E_CMS_EARLY: '1', E2E_TRACE: 'off' },
    early: {
      name: 'browser tests cms',
      args: ['--import', './tests/support/ts-hooks.mjs', 'tests/support/e2e-cms-early.mjs'],
      // Its own output, every request and error, goes to its log: a failing browser test is
      // then read beside what the cms did meanwhile.
      env: { E2E_ENV_FILE: E2E_ENV_FILE, E2E_VERBOSE: '1' },
    },
  },
  // Beside the main run, on ports of its own (tests/support/ports.ts): its servers start while
  // the main run's tests run.
  {
    name: 'browser tests on a generated catalogue',
    command: bin('playwright'),
    args: ['test', '-c', 'playwright.catalogue.config.ts'],
    after: ['production build'],
    env: { TEST_PORT_OFFSET: String(CATALOGUE_PORT_OFFSET), E2E_TRACE: 'off' },
  },
];

/** Busy processor seconds of the whole machine so far (/proc/stat, Linux): all steps and their servers, and anything else running. */
function machineBusySeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return null;
  }
}

const started = Date.now();
const busyAtStart = machineBusySeconds();
const seconds = (ms) => Math.round(ms / 1000);
const state = new Map(steps.map((step) => [step.name, { status: 'waiting', start: 0, end: 0 }]));
let failed = null;
let maxLoad = os.loadavg()[0];
const loadSampler = setInterval(() => (maxLoad = Math.max(maxLoad, os.loadavg()[0])), 10_000);

console.log(`npm test runs on ${runtimeLine(root)}, ${os.availableParallelism()} cores, load average ${os.loadavg()[0].toFixed(1)}.`);
console.log(`Each step's output is printed when it ends; meanwhile it is in ${path.relative(root, logs)}/.`);
rmSync(logs, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });

const logFile = (step) => path.join(logs, `${step.name.replaceAll(' ', '-')}.log`);
const timesFile = (step) => path.join(logs, `${step.name.replaceAll(' ', '-')}.times`);

/** Processor seconds (user and system) of a step and the processes it waited for, from bash's `times`. */
function processorSeconds(step) {
  try {
    const children = readFileSync(timesFile(step), 'utf8').trim().split('\n').at(-1) ?? '';
    const values = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(([, minutes, secs]) => Number(minutes) * 60 + Number(secs));
    return values.length === 2 ? values[0] + values[1] : null;
  } catch {
    return null;
  }
}

function start(step) {
  const entry = state.get(step.name);
  entry.status = 'running';
  entry.start = Date.now();
  const fd = openSync(logFile(step), 'w');
  console.log(`[${seconds(entry.start - started)} s] ${step.name}: started`);
  // Through bash, whose `times` adds up the processor time of the step and of every process it
  // started and waited for (servers and browsers included): a step's own wall time on a shared
  // machine says more about the other steps than about it.
  const command = step.nice ? ['nice', '-n', String(NICE), step.command] : [step.command];
  const child = spawn('bash', ['-c', '"$@"; code=$?; times > "$YTB_STEP_TIMES"; exit $code', step.name, ...command, ...step.args], {
    cwd: root,
    stdio: ['ignore', fd, fd],
    env: { ...process.env, FORCE_COLOR: '0', ...step.env, YTB_STEP_TIMES: timesFile(step) },
  });
  closeSync(fd);
  return new Promise((resolve) => {
    child.on('error', (error) => finish(step, `could not start (${error.message})`, resolve));
    child.on('exit', (code, signal) => finish(step, code === 0 ? null : `exit ${code ?? signal}`, resolve));
  });
}

function finish(step, failure, resolve) {
  const entry = state.get(step.name);
  if (entry.status !== 'running') return resolve();
  const early = earlyServices.get(step.name);
  if (early && failure) console.log(`(its ${early.name}'s output: ${path.relative(root, path.join(logs, `${early.name.replaceAll(' ', '-')}.log`))})`);
  stopEarly(step.name);
  entry.end = Date.now();
  entry.status = failure ? 'failed' : 'passed';
  const took = seconds(entry.end - entry.start);
  console.log(`\n=== ${step.name} (${entry.status} in ${took} s) ===`);
  process.stdout.write(readFileSync(logFile(step), 'utf8'));
  if (failure && !failed) failed = { name: step.name, failure, took };
  resolve();
}

/**
 * A step's server that needs nothing the steps before it make, started at once with the
 * normal priority and stopped when its step ends (or the run does); its output goes to a log
 * of its own, printed if the step fails.
 */
const earlyServices = new Map();
function startEarly(step) {
  const { name, args, env } = step.early;
  const fd = openSync(path.join(logs, `${name.replaceAll(' ', '-')}.log`), 'w');
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', fd, fd], env: { ...process.env, FORCE_COLOR: '0', ...env }, detached: true });
  closeSync(fd);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  earlyServices.set(step.name, { name, child, exited });
}

/**
 * The seeded demo every test cms on SQLite copies, seeded at the normal priority while the build
 * runs. Its lock is taken here, before any step starts: a cms suite below the chain's priority
 * would otherwise seed it for the browser tests, slowly. If it fails, the first test cms to
 * need it seeds it (its output is in the log).
 */
function seedTemplateFirst() {
  mkdirSync(`${process.env.SEEDED_SQLITE_TEMPLATE}.lock`);
  const fd = openSync(path.join(logs, 'seeded-demo.log'), 'w');
  spawn(process.execPath, ['tests/support/seed-template.mjs'], { cwd: root, stdio: ['ignore', fd, fd], env: { ...process.env, FORCE_COLOR: '0' } });
  closeSync(fd);
}

const stopping = [];
function stopEarly(stepName) {
  const service = earlyServices.get(stepName);
  if (!service) return;
  earlyServices.delete(stepName);
  try {
    process.kill(-service.child.pid, 'SIGTERM');
  } catch {
    return;
  }
  stopping.push(Promise.race([service.exited, new Promise((resolve) => setTimeout(resolve, 20_000))]));
}

/** Starts every step whose steps before it have passed, until none is left to start. */
async function runAll() {
  const running = new Set();
  for (;;) {
    if (!failed) {
      for (const step of steps) {
        const entry = state.get(step.name);
        if (entry.status !== 'waiting' || !(step.after ?? []).every((name) => state.get(name).status === 'passed')) continue;
        const run = start(step).then(() => running.delete(run));
        running.add(run);
      }
    }
    if (running.size === 0) return;
    await Promise.race(running);
  }
}

seedTemplateFirst();
for (const step of steps) if (step.early) startEarly(step);
await runAll();
for (const name of [...earlyServices.keys()]) stopEarly(name);
await Promise.all(stopping);
clearInterval(loadSampler);
maxLoad = Math.max(maxLoad, os.loadavg()[0]);
printTable();
if (failed) {
  // The failed step's log was printed when it ended, maybe far above the steps that ended
  // after it: its end once more, where a reader of the last lines looks.
  const lines = readFileSync(logFile(steps.find((step) => step.name === failed.name)), 'utf8')
    .trimEnd()
    .split('\n');
  console.error(`\n=== the last ${Math.min(lines.length, FAILED_TAIL)} lines of ${failed.name} ===\n${lines.slice(-FAILED_TAIL).join('\n')}`);
  console.error(`\nnpm test: ${failed.name} failed (${failed.failure}) after ${failed.took} s.`);
  process.exit(1);
}
console.log(`\nnpm test: all ${steps.length} steps passed in ${seconds(Date.now() - started)} s.`);

function printTable() {
  const width = Math.max(...steps.map((step) => step.name.length));
  const rows = steps.map((step) => {
    const { status, start, end } = state.get(step.name);
    const from = start ? `${seconds(start - started)}`.padStart(5) : '     ';
    const to = end ? `${seconds(end - started)}`.padStart(5) : '     ';
    const took = end ? `${seconds(end - start)}`.padStart(5) : '     ';
    const cpu = end ? processorSeconds(step) : null;
    return `${step.name.padEnd(width)}  ${(status === 'waiting' ? 'not run' : status).padEnd(7)}  ${from}  ${to}  ${took}  ${cpu === null ? '' : `${Math.round(cpu)}`.padStart(5)}`;
  });
  console.log(`\n${'step'.padEnd(width)}  result   start    end   took    cpu  (seconds from the start; cpu: processor seconds of the step and its processes)`);
  for (const row of rows) console.log(row);
  const cpuSum = steps.reduce((total, step) => total + (state.get(step.name).end ? (processorSeconds(step) ?? 0) : 0), 0);
  const sum = steps.reduce((total, step) => total + (state.get(step.name).end ? state.get(step.name).end - state.get(step.name).start : 0), 0);
  const busy = busyAtStart === null ? null : machineBusySeconds() - busyAtStart;
  if (busy !== null)
    console.log(
      `${'machine'.padEnd(width)}  ${Math.round(busy)} processor seconds busy over ${os.availableParallelism()} cores (everything running, the servers of every step included)`,
    );
  console.log(
    `${'wall clock'.padEnd(width)}  ${seconds(Date.now() - started)} s; the steps' own times add up to ${seconds(sum)} s and their processor time to ${Math.round(cpuSum)} s; load average ${os.loadavg()[0].toFixed(1)} at the end, at most ${maxLoad.toFixed(1)}.`,
  );
}

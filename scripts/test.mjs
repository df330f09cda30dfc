// `npm test`: the one gate. Lint, format, types, unit tests, cms integration tests against a real
// Strapi (once on SQLite, once on a PostgreSQL the suite starts itself), then a production
// build, the fault tests (parts killed under the supervisor) and the browser tests against it (then once more with a generated catalogue of
// 2,000 surfaces, for what must work past a page). Stops at the first failing step and says which.
import './lib/runtime.mjs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runtimeLine } from './lib/runtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const steps = [
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  // The formatter covers what ESLint does not read, the cms's JavaScript included.
  ['format', bin('prettier'), ['--check', '.']],
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['unit tests', bin('vitest'), ['run']],
  ['cms integration tests on SQLite', bin('vitest'), ['run', '-c', 'vitest.cms.config.ts'], { CMS_TEST_DATABASE: 'sqlite' }],
  ['cms integration tests on PostgreSQL', bin('vitest'), ['run', '-c', 'vitest.cms.config.ts'], { CMS_TEST_DATABASE: 'postgres' }],
  ['production build', bin('next'), ['build']],
  // The cms and a site instance killed under npm start's supervisor, behind the edge.
  ['fault tests', bin('vitest'), ['run', '-c', 'vitest.faults.config.ts']],
  ['browser tests', bin('playwright'), ['test']],
  ['browser tests on a generated catalogue', bin('playwright'), ['test', '-c', 'playwright.catalogue.config.ts']],
];

console.log(`npm test runs on ${runtimeLine(root)}.`);
const started = Date.now();
const timings = [];
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env } });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  timings.push(`${name} ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\nnpm test: ${name} failed (exit ${result.status ?? result.signal}) after ${seconds} s.`);
    process.exit(1);
  }
}
console.log(`\nnpm test: all ${steps.length} steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s (${timings.join(', ')}).`);

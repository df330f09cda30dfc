// Printing and saving what `npm run bench` and `npm run lighthouse` measured.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './stack.mjs';

export const RESULTS_DIR = path.join(root, 'bench-results');

/** `pass`, `FAIL`, or `-` when no target applies. */
export const verdict = (ok) => (ok === undefined ? '-' : ok ? 'pass' : 'FAIL');

/** A plain-text table: the first row is the header, columns padded to their widest cell. */
export function printTable(rows) {
  const cells = rows.map((row) => row.map(String));
  const widths = cells[0].map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(line(cells[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

/** The machine a result was measured on, so numbers from different runs can be compared. */
export function machine() {
  const cpus = os.cpus();
  return { cpu: cpus[0]?.model.trim() ?? 'unknown', cores: cpus.length, node: process.version, platform: `${os.platform()} ${os.release()}` };
}

/** Today's date, the machine and its load average right now: the first line of a report on a shared machine. */
export function machineLine() {
  const m = machine();
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  return `${new Date().toISOString().slice(0, 10)}, ${m.cpu}, ${m.cores} cores, Node ${m.node}, load average ${load}`;
}

/** Writes bench-results/<name>.json (not committed: docs/benchmarks.md keeps the latest figures). */
export function writeResults(name, results) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  writeFileSync(file, JSON.stringify({ measuredAt: new Date().toISOString(), machine: machine(), ...results }, null, 2) + '\n');
  console.log(`\nSaved ${path.relative(root, file)}.`);
}

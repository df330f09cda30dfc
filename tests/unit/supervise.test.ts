// npm start's supervisor (scripts/lib/services.mjs): a part that exits is started again with a
// growing pause and one line each time, given up after repeated quick failures, and the others
// are not touched; stopping everything starts nothing again. Real child processes; the pauses
// are made short, and the test waits for what happens, never for a time.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startService, stopAll, supervise } from '../../scripts/lib/services.mjs';
import { CACHED_MODELS } from '../../scripts/lib/site-caches.mjs';
import { TAGS, tagsForChange } from '../../lib/strapi/tags';

const rules = { firstPauseMs: 10, maxPauseMs: 40, quickRunMs: 60_000, quickFailuresToGiveUp: 4 };
const node =
  (code: string, name = 'part') =>
  () =>
    startService(name, process.execPath, ['-e', code], { quiet: true, announceExit: false });

async function until(condition: () => boolean) {
  while (!condition()) await sleep(20);
}

const parts: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  for (const part of parts.splice(0)) await part.stop();
});

describe('supervise', () => {
  it('starts a failing part again with a growing pause, then gives up and says why, leaving the others running', async () => {
    const lines: string[] = [];
    const steady = supervise('steady', node('setInterval(() => {}, 1000)', 'steady'), { rules, log: (line: string) => lines.push(line) });
    const failing = supervise('broken', node('process.exit(3)', 'broken'), { rules, log: (line: string) => lines.push(line) });
    parts.push(steady, failing);
    const reason = await failing.gaveUp;

    expect(reason).toMatch(/exited 4 times in a row within 60 s of starting \(last: code 3\)/);
    const restarts = lines.filter((line) => line.startsWith('[broken] exited unexpectedly'));
    expect(restarts).toEqual([
      '[broken] exited unexpectedly (code 3); starting it again in 10 ms (restart 1).',
      '[broken] exited unexpectedly (code 3); starting it again in 20 ms (restart 2).',
      '[broken] exited unexpectedly (code 3); starting it again in 40 ms (restart 3).',
    ]);
    expect(lines.at(-1)).toMatch(/^\[broken\] giving up: .*the other parts keep running/);
    expect(lines.some((line) => line.startsWith('[steady]'))).toBe(false);
    expect(steady.child.exitCode).toBeNull();
  });

  it('brings a killed part back, and a part that ran long enough starts counting its failures anew', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ytb-supervise-'));
    const counter = path.join(dir, 'starts');
    writeFileSync(counter, '');
    const lines: string[] = [];
    const part = supervise('cms', node(`require('fs').appendFileSync(${JSON.stringify(counter)}, 'x'); setInterval(() => {}, 1000)`, 'cms'), {
      rules: { ...rules, quickRunMs: 0, quickFailuresToGiveUp: 2 },
      log: (line: string) => lines.push(line),
    });
    parts.push(part);
    for (let kill = 1; kill <= 3; kill++) {
      await until(() => readFileSync(counter, 'utf8').length === kill);
      process.kill(-part.child.pid!, 'SIGKILL');
      await until(() => readFileSync(counter, 'utf8').length === kill + 1);
    }
    // Never a quick failure (quickRunMs 0): never given up, always the first pause.
    expect(lines).toEqual([1, 2, 3].map((n) => `[cms] exited unexpectedly (SIGKILL); starting it again in 10 ms (restart ${n}).`));
  });

  // Last: stopAll marks the whole process as stopping, as Ctrl-C does.
  it('starts nothing again once everything is being stopped', async () => {
    const lines: string[] = [];
    const part = supervise('site', node('setInterval(() => {}, 1000)', 'site'), { rules, log: (line: string) => lines.push(line) });
    const first = part.child;
    await stopAll();
    await first.exited;
    await sleep(100);
    expect(part.child).toBe(first);
    expect(lines).toEqual([]);
  });
});

describe('the models a restore expires', () => {
  it('are the ones the site caches, one per cache tag of a content type (lib/strapi/tags.ts)', () => {
    expect(CACHED_MODELS.map((uid) => tagsForChange(uid, undefined)).sort()).toEqual(
      Object.values(TAGS)
        .map((tag) => [tag])
        .sort(),
    );
  });
});

import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cpuSeconds } from '../../tools/bench/lib/memory.mjs';

describe('cpuSeconds (the load bench: where its CPU went)', () => {
  it("counts a process group's CPU, and the machine's busy time, between two readings", async () => {
    // A process group of its own that spins until it has used 0.4 s of CPU, then waits to be killed.
    const child = spawn(process.execPath, ['-e', 'const t = process.cpuUsage(); while (process.cpuUsage(t).user < 400000); setInterval(() => {}, 1000);'], {
      detached: true,
      stdio: 'ignore',
    });
    try {
      const before = cpuSeconds([child.pid!])!;
      await expect.poll(() => cpuSeconds([child.pid!])![child.pid!]!, { timeout: 15_000 }).toBeGreaterThanOrEqual(0.4);
      const after = cpuSeconds([child.pid!])!;
      expect(after[child.pid!]! - before[child.pid!]!).toBeGreaterThan(0);
      expect(after.machine).toBeGreaterThan(before.machine);
    } finally {
      process.kill(-child.pid!, 'SIGKILL');
    }
  });
});

// Where a bench's CPU went: the whole machine's busy time (/proc/stat) and the CPU of given
// process groups (every process whose group is the service's, from /proc/<pid>/stat), in
// cores used over an interval. Linux only; elsewhere both read as null.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux build Node supports

/** A reading to pass to `coresUsed` later, with the same groups. */
export function cpuReading(groups = []) {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal …: busy is all but idle and iowait
    const busy = fields.slice(0, 8).reduce((sum, value, i) => (i === 3 || i === 4 ? sum : sum + value), 0);
    const byGroup = new Map(groups.map((group) => [group, 0]));
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // gone meanwhile
      }
      const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const group = Number(after[2]);
      if (byGroup.has(group)) byGroup.set(group, byGroup.get(group) + Number(after[11]) + Number(after[12]));
    }
    return { at: process.hrtime.bigint(), busy, byGroup };
  } catch {
    return null;
  }
}

/** Cores used between two readings: the machine's, and each group's. */
export function coresUsed(before, after) {
  if (!before || !after) return null;
  const seconds = Number(after.at - before.at) / 1e9;
  const cores = (ticks) => Math.round((ticks / TICKS_PER_SECOND / seconds) * 100) / 100;
  return {
    machine: cores(after.busy - before.busy),
    groups: [...after.byGroup].map(([group, ticks]) => cores(ticks - (before.byGroup.get(group) ?? 0))),
  };
}

// Resident memory of the benches' services: every process whose process group is the
// service's (startService starts each in a group of its own; `next start` and the cms run a
// child process of their own), from /proc. Linux only; elsewhere null.
import { readdirSync, readFileSync } from 'node:fs';

/** { group: { residentMb, peakMb } } for each process group, summed over its processes. */
export function residentMemory(groups) {
  const totals = new Map(groups.map((group) => [group, { residentMb: 0, peakMb: 0 }]));
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (!totals.has(group)) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
      const total = totals.get(group);
      total.residentMb += kb('VmRSS') / 1024;
      total.peakMb += kb('VmHWM') / 1024;
    } catch {
      // gone meanwhile
    }
  }
  return Object.fromEntries([...totals].map(([group, { residentMb, peakMb }]) => [group, { residentMb: Math.round(residentMb), peakMb: Math.round(peakMb) }]));
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/**
 * { group: seconds } of CPU (user and system) used so far by each process group's live
 * processes, and `machine`: the busy seconds of all cores (/proc/stat, all but idle and
 * iowait). Two readings apart say where a run's CPU went. Linux only; elsewhere null.
 */
export function cpuSeconds(groups) {
  const totals = new Map(groups.map((group) => [group, 0]));
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const after = fields.slice(fields.lastIndexOf(')') + 2).split(' ');
      const group = Number(after[2]);
      if (!totals.has(group)) continue;
      totals.set(group, totals.get(group) + (Number(after[11]) + Number(after[12])) / TICKS);
    } catch {
      // gone meanwhile
    }
  }
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return { machine: (user + nice + system + irq + softirq + steal) / TICKS, ...Object.fromEntries(totals) };
}

/** The machine's load average over 1, 5 and 15 minutes. */
export function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);
  } catch {
    return null;
  }
}

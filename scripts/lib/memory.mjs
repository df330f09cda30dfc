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

/** The machine's load average over 1, 5 and 15 minutes. */
export function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);
  } catch {
    return null;
  }
}

// Resident memory of the benches' services: every process whose process group is the
// service's (startService starts each in a group of its own; `next start` and the cms run a
// child process of their own), from /proc. Linux only; elsewhere null.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Calls `each(group, pid, fields)` for every live process in one of the groups, with the
 * fields of its /proc/<pid>/stat after the command's name (state first). False where there
 * is no /proc.
 */
function eachProcess(groups, each) {
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return false;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const group = Number(fields[2]);
      if (groups.includes(group)) each(group, entry, fields);
    } catch {
      // gone meanwhile
    }
  }
  return true;
}

/** { group: { residentMb, peakMb } } for each process group, summed over its processes. */
export function residentMemory(groups) {
  const totals = new Map(groups.map((group) => [group, { residentMb: 0, peakMb: 0 }]));
  const read = eachProcess(groups, (group, pid) => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    const total = totals.get(group);
    total.residentMb += kb('VmRSS') / 1024;
    total.peakMb += kb('VmHWM') / 1024;
  });
  if (!read) return null;
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
  // utime and stime: the 14th and 15th fields of stat, the 12th and 13th after the name.
  const read = eachProcess(groups, (group, _pid, fields) => totals.set(group, totals.get(group) + (Number(fields[11]) + Number(fields[12])) / TICKS));
  if (!read) return null;
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

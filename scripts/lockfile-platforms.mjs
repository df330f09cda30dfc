// The registry this project installs from lacks some platform builds that packages list as
// optional dependencies (e.g. @swc/core-darwin-arm64). `npm install` skips them and leaves
// them out of the lockfile, and then `npm ci` refuses the lockfile as out of sync.
// This adds the missing entries with the os/cpu their names state, so `npm ci` skips them
// on other platforms and fetches them where they fit, as with a complete registry.
// Run after changing dependencies: `npm run lockfiles`. What breaks it and how to remove it:
// docs/decisions/016-lockfile-platform-entries.md.
import './lib/runtime.mjs';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'netbsd', 'openharmony', 'sunos', 'aix'];
const CPU = [
  ['arm64', 'arm64'],
  ['aarch64', 'arm64'],
  ['x64', 'x64'],
  ['ia32', 'ia32'],
  ['ppc64', 'ppc64'],
  ['s390x', 's390x'],
  ['riscv64', 'riscv64'],
  ['loong64', 'loong64'],
  ['arm', 'arm'],
  ['wasm32', 'wasm32'],
];

function platformOf(name) {
  const parts = path.basename(name).split('-');
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find(([token]) => parts.includes(token))?.[1];
  if (!os || !cpu) return null;
  const libc =
    os === 'linux'
      ? parts.some((p) => p.startsWith('musl'))
        ? 'musl'
        : parts.includes('gnu') || parts.some((p) => p.startsWith('gnueabi'))
          ? 'glibc'
          : null
      : null;
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

for (const file of process.argv.slice(2)) {
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) continue;
      const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[hoisted]) continue;
      const platform = platformOf(name);
      if (!platform) continue;
      // In the key order npm itself writes (version first, the rest alphabetical), so a later
      // `npm install` leaves the file as it is.
      const fields = Object.entries({ ...platform, optional: true }).sort(([a], [b]) => a.localeCompare(b));
      lock.packages[hoisted] = { version: spec, ...Object.fromEntries(fields) };
      added.push(`${name}@${spec}`);
    }
  }
  // npm orders the packages by an English locale comparison ("string_decoder" before
  // "string-width"), not by code units: in its order a later `npm install` leaves the file as it is.
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))));
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`${file}: ${added.length} platform entries added${added.length ? ` (${added.join(', ')})` : ''}`);
}

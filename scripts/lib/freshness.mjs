// Decides whether a build output is older than the sources it was built from, so
// `npm start` rebuilds only after a change and a second start is quick.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

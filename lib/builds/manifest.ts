import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BuildInfo } from './checker';

// Next writes its build id to .next/BUILD_ID before it prerenders, and `next start` serves
// from that same directory: one file is the truth at build time and at run time, without
// touching next.config. The file's time is when the build was made.
const BUILD_ID_FILE = path.join(process.cwd(), '.next', 'BUILD_ID');

let current: Promise<BuildInfo | null> | undefined;

/**
 * The build this server runs, read once (a new build means a new server process); null
 * where there is none, as under `next dev`, which keeps its output elsewhere.
 */
export function currentBuild(): Promise<BuildInfo | null> {
  current ??= Promise.all([readFile(BUILD_ID_FILE, 'utf8'), stat(BUILD_ID_FILE)]).then(
    ([id, info]) => ({ buildId: id.trim(), builtAt: info.mtime.toISOString() }),
    () => {
      current = undefined;
      return null;
    },
  );
  return current;
}

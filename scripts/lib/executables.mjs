// Finding a server program the scripts run (nginx, redis-server, PostgreSQL's initdb):
// Debian puts some outside PATH, so each caller names its own candidates.
import { accessSync, constants } from 'node:fs';

export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first candidate that exists and may be run (empty ones skipped), or null. */
export function firstExecutable(candidates) {
  return candidates.find((candidate) => candidate && isExecutable(candidate)) ?? null;
}

/** The folders of PATH. */
export const pathDirs = () => (process.env.PATH ?? '').split(':').filter(Boolean);

// PostgreSQL for the cms integration tests: finds Debian's server programs (initdb, pg_ctl),
// which live under /usr/lib/postgresql/<major>/bin rather than on PATH. Production runs its
// own PostgreSQL and gives the cms DATABASE_URL (cms/.env.example).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isExecutable, pathDirs } from './executables.mjs';

export const POSTGRES_INSTALL_HINT = 'sudo apt-get install postgresql';

/** The folder holding initdb and pg_ctl (the newest installed major), or null. */
export function findPostgresBin() {
  const versions = (() => {
    try {
      return readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    } catch {
      return [];
    }
  })();
  const dirs = [process.env.POSTGRES_BIN, ...versions.map((version) => path.join('/usr/lib/postgresql', version, 'bin')), ...pathDirs()];
  return dirs.find((dir) => dir && isExecutable(path.join(dir, 'initdb')) && isExecutable(path.join(dir, 'pg_ctl'))) ?? null;
}

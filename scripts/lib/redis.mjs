// Redis for the shared data cache (docs/decisions/011-one-cache-for-every-instance.md): finds
// Debian's redis-server (or Valkey's) and gives the arguments that run a throw-away one on a
// loopback port, in the foreground, keeping nothing on disk. Used by `npm start` with
// SITE_INSTANCES above 1, the browser tests and the bench; production runs its own Redis.
import path from 'node:path';
import { firstExecutable, pathDirs } from './executables.mjs';

export const REDIS_INSTALL_HINT = 'sudo apt-get install redis-server';

/** redis-server's (or valkey-server's) path, or null when neither is installed. */
export function findRedis() {
  const dirs = ['/usr/bin', '/usr/local/bin', ...pathDirs()];
  return firstExecutable([process.env.REDIS_SERVER_PATH, ...dirs.flatMap((dir) => [path.join(dir, 'redis-server'), path.join(dir, 'valkey-server')])]);
}

/**
 * A cache that lives as long as the process: no snapshots, no append-only file, loopback only.
 * Only keys with a lifetime may be evicted: the handler's tag index has none and must stay.
 */
export function redisArgs({ port, dir, maxMemory = '256mb' }) {
  return [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--protected-mode',
    'yes',
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    'no',
    '--maxmemory',
    maxMemory,
    '--maxmemory-policy',
    'volatile-lru',
    '--loglevel',
    'warning',
  ];
}

// A throw-away Redis for the tests, from the machine's redis-server (scripts/lib/redis.mjs):
// its own temporary directory, nothing kept on disk. `stop` and `start` again on the same
// port play an outage and a recovery.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findRedis, REDIS_INSTALL_HINT, redisArgs } from '../../scripts/lib/redis.mjs';

export async function startRedis(port) {
  const server = findRedis();
  if (!server) throw new Error(`The tests share a data cache in Redis and need redis-server: ${REDIS_INSTALL_HINT}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ytb-test-redis-'));
  let child = null;

  const start = async () => {
    child = spawn(server, redisArgs({ port, dir }), { stdio: ['ignore', 'ignore', 'inherit'] });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    for (let i = 0; i < 200; i++) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode} (is port ${port} taken?)`);
      if (await answers(port)) return;
      await Promise.race([sleep(50), exited]);
    }
    throw new Error(`redis-server did not answer on port ${port} within 10 s`);
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000)]);
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Redis goes away: connections close, the port refuses. */
    stop,
    /** Redis is back, empty. */
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether a Redis answers PING on the port. */
function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1_000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { siteNodeOptions } from '../../scripts/lib/site-node-options.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
// A limit for a start that hangs, not a measure of speed: on a loaded machine starts are slow.
const START_LIMIT_MS = 120_000;

/** Another `next start` of the same production build, with its own environment. */
export async function startSite(port: number, env: Record<string, string>) {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'next'), ['start', '-p', String(port)], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'production', NODE_OPTIONS: siteNodeOptions() },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (process.env.E2E_VERBOSE) {
    child.stdout!.pipe(process.stdout);
    child.stderr!.pipe(process.stderr);
  }
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, stop: () => stop(child) };
    await sleep(250);
  }
  await stop(child);
  throw new Error(`next start did not answer within ${START_LIMIT_MS / 1000} s`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    return;
  }
  await Promise.race([exited, sleep(5_000)]);
}

/** Runs `next start` expecting it to refuse to start; returns its exit code and output. */
export function runSiteExpectingFailure(port: number, env: Record<string, string>) {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'next'), ['start', '-p', String(port)], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'production', NODE_OPTIONS: siteNodeOptions() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

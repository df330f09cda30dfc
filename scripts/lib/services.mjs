// Starts the local services (mail catcher, cms, site) as child process groups, prefixes
// their output, waits until they answer, starts again one that exits unexpectedly (supervise),
// and stops them all on Ctrl-C or on exit.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const running = new Set();

export function startService(name, command, args, { cwd, env, quiet = false, announceExit = true } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  const forward = (stream, target) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      if (!quiet) for (const line of lines) target.write(prefix + line + '\n');
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  child.exited.then(({ code, signal }) => {
    running.delete(child);
    if (announceExit && !stopping && code !== 0) console.error(`${prefix}exited with ${signal ?? `code ${code}`}`);
  });
  child.serviceName = name;
  running.add(child);
  return child;
}

export async function waitForHttp(url, { timeoutMs = 120_000, child, name = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child?.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${name} stopped before it answered at ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000), redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`${name} did not answer at ${url} within ${Math.round(timeoutMs / 1000)} s`);
}

let stopping = false;

/** How supervise() paces restarts; a test may make the pauses shorter. */
export const RESTART_RULES = {
  /** The first pause before a restart; each quick exit after it doubles it, up to maxPauseMs. */
  firstPauseMs: 1_000,
  maxPauseMs: 30_000,
  /** A run shorter than this counts as a quick failure... */
  quickRunMs: 30_000,
  /** ...and after this many in a row the part is given up. A longer run starts counting anew. */
  quickFailuresToGiveUp: 5,
};

/**
 * Keeps one part running: `launch` starts it (a child from startService, started with
 * `announceExit: false`); `first` is the child already started, if any. When it exits while nobody is stopping, it is started again after a
 * pause that grows with each quick failure, with one log line each time; after
 * RESTART_RULES.quickFailuresToGiveUp quick failures in a row it is given up with a line that
 * says why, and `gaveUp` resolves. The other parts are not touched either way.
 */
export function supervise(name, launch, { first, rules = RESTART_RULES, log = (line) => console.error(line), onRestart = () => {} } = {}) {
  let child = first ?? launch();
  let startedAt = Date.now();
  let quickFailures = 0;
  let restarts = 0;
  let ended = false;
  let giveUp;
  const gaveUp = new Promise((resolve) => (giveUp = resolve));
  const watch = () => {
    child.exited.then(async ({ code, signal }) => {
      if (stopping || ended) return;
      // What the part left behind in its process group (nginx's workers, Next.js's) would keep
      // its port and make every restart fail.
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // nothing left
      }
      const how = signal ?? `code ${code}`;
      const ranMs = Date.now() - startedAt;
      // A run that lasted starts the count anew: only failures in a row give a part up.
      quickFailures = ranMs < rules.quickRunMs ? quickFailures + 1 : 0;
      if (quickFailures >= rules.quickFailuresToGiveUp) {
        const reason = `it exited ${quickFailures} times in a row within ${Math.round(rules.quickRunMs / 1000)} s of starting (last: ${how})`;
        log(`[${name}] giving up: ${reason}; the other parts keep running. Its output above says what failed.`);
        giveUp(reason);
        return;
      }
      const pauseMs = Math.min(rules.firstPauseMs * 2 ** Math.max(0, quickFailures - 1), rules.maxPauseMs);
      restarts += 1;
      log(`[${name}] exited unexpectedly (${how}); starting it again in ${formatPause(pauseMs)} (restart ${restarts}).`);
      await sleep(pauseMs);
      if (stopping || ended) return;
      child = launch();
      startedAt = Date.now();
      onRestart(child);
      watch();
    });
  };
  watch();
  return {
    name,
    gaveUp,
    get child() {
      return child;
    },
    /** Stops this part for good: no restart. */
    async stop() {
      ended = true;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await child.exited;
    },
  };
}

const formatPause = (ms) => (ms < 1_000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`);

export const isStopping = () => stopping;

export async function stopAll() {
  stopping = true;
  const children = [...running];
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await Promise.race([Promise.all(children.map((c) => c.exited)), sleep(8_000)]);
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** Ctrl-C, a kill or a crash of the script stops everything it started. */
export function stopAllOnExit() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, async () => {
      await stopAll();
      process.exit(130);
    });
  }
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command, args, { cwd, env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`))));
  });
}

/** Fails with a clear message when something already listens on a port we need. */
export async function assertPortsFree(ports) {
  const net = await import('node:net');
  for (const [name, port] of Object.entries(ports)) {
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, () => server.close(() => resolve(true)));
    });
    if (!free) throw new Error(`port ${port} (${name}) is already in use: is Ytbanken already running?`);
  }
}

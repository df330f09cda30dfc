// Playwright's web server for the edge: the repository's nginx template in front of the
// test site, so every browser test sees the deployed shape (cache, fresh nonce, caps).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findNginx, INSTALL_HINT, prepareEdge, SITE_LOOPBACK_HOST } from '../../scripts/lib/edge.mjs';

const nginx = findNginx();
if (!nginx) {
  console.error(`The browser tests run through the edge and need nginx: ${INSTALL_HINT}`);
  process.exit(1);
}
const dir = mkdtempSync(path.join(os.tmpdir(), 'ytb-e2e-edge-'));
const { args } = prepareEdge({
  dir,
  port: Number(process.env.E2E_SITE_PORT),
  upstreams: [process.env.E2E_SITE_INTERNAL_PORT, process.env.E2E_SECOND_SITE_INTERNAL_PORT].map((port) => `${SITE_LOOPBACK_HOST}:${port}`),
  placeholder: process.env.E2E_NONCE_PLACEHOLDER,
  // The tests play the load balancer in front of the edge: each names its own visitor
  // (tests/support/visitor.ts), so the cms's per-visitor limits count each test alone.
  trustedProxies: ['127.0.0.1'],
  accessLog: true,
});
const child = spawn(nginx, args, { stdio: 'inherit' });
const stop = () => child.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code, signal) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(signal === 'SIGQUIT' ? 0 : (code ?? 1));
});

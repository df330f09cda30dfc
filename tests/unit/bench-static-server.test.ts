import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, '..', '..', 'tools', 'bench', 'lib', 'static-server.mjs');
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** Starts the bench's first reference on a free port, serving `html`; its address. */
async function startServer(html: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ytb-static-'));
  const file = path.join(dir, 'page.html');
  writeFileSync(file, html);
  const child = spawn(process.execPath, [SERVER, '0', file], { stdio: ['ignore', 'pipe', 'inherit'] });
  cleanups.push(() => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  });
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (\d+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the static server exited with ${code}`)));
  });
  return `http://127.0.0.1:${port}`;
}

describe("npm run bench's first reference, a bare Node server", () => {
  it('answers every address with the file it was given, as HTML', async () => {
    const html = '<!doctype html><title>Ekparkett</title><p>Grå ek, matt lack</p>\n';
    const url = await startServer(html);
    for (const address of ['/', '/products/abc?x=1']) {
      const answer = await fetch(url + address);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(html));
      expect(await answer.text()).toBe(html);
    }
  });

  it('refuses to start without a port and a file', async () => {
    const child = spawn(process.execPath, [SERVER], { stdio: 'ignore' });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
  });
});

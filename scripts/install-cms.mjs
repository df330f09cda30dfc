// postinstall: the cms keeps its own package.json and lockfile (Strapi needs React 18,
// the site React 19), so installing the site installs the cms beside it, on the same Node.
import './lib/runtime.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nodeHeadersDir, runtimeLine } from './lib/runtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const cms = path.join(root, 'cms');
// Which Node's ABI the cms's native addons were last built for.
const builtFor = path.join(cms, 'node_modules', '.ytbanken-node-abi');
// Native addons are compiled against this Node's own headers, never the machine's.
const headers = nodeHeadersDir();
const env = { ...process.env, ...(headers ? { npm_config_nodedir: headers } : {}) };
const npm = (args) => spawnSync('npm', [...args, '--no-audit', '--no-fund'], { cwd: cms, stdio: 'inherit', env }).status ?? 1;

// A clean install in CI or on a fresh clone; an incremental one on a working copy.
const command = process.env.CI || !existsSync(path.join(cms, 'node_modules')) ? 'ci' : 'install';
const previousAbi = existsSync(builtFor) ? readFileSync(builtFor, 'utf8').trim() : null;
console.log(`Installing the cms (npm ${command} in cms/) on ${runtimeLine(root)} ...`);
let status = npm([command]);
// A working copy installed under another Node keeps addons that this one cannot load.
if (status === 0 && command === 'install' && previousAbi !== process.versions.modules) {
  console.log(`Rebuilding the cms's native modules for ${runtimeLine(root)} ...`);
  status = npm(['rebuild']);
}
if (status === 0) writeFileSync(builtFor, `${process.versions.modules}\n`);
process.exit(status);

// postinstall: the cms keeps its own package.json and lockfile (Strapi needs React 18,
// the site React 19), so installing the site installs the cms beside it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const cms = path.resolve(import.meta.dirname, '..', 'cms');
// A clean install in CI or on a fresh clone; an incremental one on a working copy.
const command = process.env.CI || !existsSync(path.join(cms, 'node_modules')) ? 'ci' : 'install';
console.log(`Installing the cms (npm ${command} in cms/) ...`);
const result = spawnSync('npm', [command, '--no-audit', '--no-fund'], { cwd: cms, stdio: 'inherit' });
process.exit(result.status ?? 1);

// `npm run import:generic -- FILE --categories MAP.json --source "…"`: generic climate values in
// Boverket's shape into the cms's database (cms/scripts/import-generic.js; --help for more).
import './lib/runtime.mjs';
import path from 'node:path';
import { ensureEnvFiles } from './env-files.mjs';
import { run } from './lib/services.mjs';

ensureEnvFiles();
const cms = path.resolve(import.meta.dirname, '..', 'cms');
const here = process.env.INIT_CWD ?? process.cwd();
// Paths are the caller's; the cms script runs in cms/.
const args = process.argv.slice(2).map((arg, i, all) => (!arg.startsWith('--') && all[i - 1] !== '--source' ? path.resolve(here, arg) : arg));
run('node', ['scripts/import-generic.js', ...args], { cwd: cms }).catch((error) => {
  console.error(`npm run import:generic: ${error.message}`);
  process.exit(1);
});

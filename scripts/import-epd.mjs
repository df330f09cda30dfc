// `npm run import:epd -- FILE|FOLDER…`: EPDs in the ILCD+EPD format into the cms's database
// (cms/scripts/import-epd.js; --help for what it reads).
import './lib/runtime.mjs';
import path from 'node:path';
import { ensureEnvFiles } from './env-files.mjs';
import { run } from './lib/services.mjs';

ensureEnvFiles();
const cms = path.resolve(import.meta.dirname, '..', 'cms');
// Paths are the caller's (npm runs scripts from the root, and says where it was started): the cms script runs in cms/.
const files = process.argv.slice(2).map((arg) => (arg.startsWith('--') ? arg : path.resolve(process.env.INIT_CWD ?? process.cwd(), arg)));
run('node', ['scripts/import-epd.js', ...files], { cwd: cms }).catch((error) => {
  console.error(`npm run import:epd: ${error.message}`);
  process.exit(1);
});

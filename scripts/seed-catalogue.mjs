// `npm run seed:catalogue -- --surfaces 100000`: a synthetic catalogue of real size in the
// cms's database (cms/scripts/seed-catalogue.js; --help for the options).
import './lib/runtime.mjs';
import path from 'node:path';
import { ensureEnvFiles } from './env-files.mjs';
import { run } from './lib/services.mjs';

ensureEnvFiles();
const cms = path.resolve(import.meta.dirname, '..', 'cms');
run('node', ['scripts/seed-catalogue.js', ...process.argv.slice(2)], { cwd: cms }).catch((error) => {
  console.error(`npm run seed:catalogue: ${error.message}`);
  process.exit(1);
});

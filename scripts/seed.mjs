// `npm run seed`: (re)loads the bilingual demo content into the cms's database. Safe to
// run twice, and while the cms is running: every record is updated in place.
import './lib/runtime.mjs';
import path from 'node:path';
import { ensureEnvFiles } from './env-files.mjs';
import { run } from './lib/services.mjs';

ensureEnvFiles();
const cms = path.resolve(import.meta.dirname, '..', 'cms');
run('node', ['scripts/seed.js'], { cwd: cms }).catch((error) => {
  console.error(`npm run seed: ${error.message}`);
  process.exit(1);
});

// `npm run backup [-- --dir DIR]`: one encrypted, compressed file under backups/ (or DIR), named
// with the date and time, holding everything needed to rebuild the site's data: content, users
// and their records, relations, uploaded files (Strapi's export; admin users and API tokens are
// not in it). Sealed with BACKUP_KEY (scripts/lib/backup-file.mjs). Safe while the cms runs.
import './lib/runtime.mjs';
import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { backupKey, cmsEnvironment, root, runTransfer, withPrivateDir } from './lib/backup-env.mjs';
import { backupName, sealBackup } from './lib/backup-file.mjs';

const COMMAND = 'npm run backup';

async function main() {
  const args = process.argv.slice(2);
  const dirIndex = args.indexOf('--dir');
  const dir = path.resolve(dirIndex >= 0 && args[dirIndex + 1] ? args[dirIndex + 1] : path.join(root, 'backups'));
  const env = cmsEnvironment();
  const key = backupKey(env, COMMAND);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let target = path.join(dir, backupName());
  for (let n = 2; existsSync(target); n++) target = target.replace(/(-\d+)?\.backup$/, `-${n}.backup`);

  console.log(`${COMMAND}: exporting the cms's data (${env.DATABASE_CLIENT === 'postgres' ? 'PostgreSQL' : 'SQLite'}) ...`);
  await withPrivateDir('ytbanken-backup-', async (work) => {
    const { code, errors } = await runTransfer(['export', path.join(work, 'export')]);
    if (code !== 0) throw new Error(`${COMMAND}: the export failed:\n${errors}`);
    const partial = `${target}.partial`;
    await sealBackup(path.join(work, 'export.tar.gz'), partial, key, { created: new Date().toISOString(), database: env.DATABASE_CLIENT ?? 'sqlite' });
    // Only a complete file gets the name a restore looks for.
    renameSync(partial, target);
  });
  const megabytes = (statSync(target).size / 1024 / 1024).toFixed(1);
  console.log(`${COMMAND}: wrote ${path.relative(process.cwd(), target) || target} (${megabytes} MB, encrypted with BACKUP_KEY).`);
}

main().catch((error) => {
  console.error(error.message.startsWith(COMMAND) ? error.message : `${COMMAND}: ${error.message}`);
  process.exit(1);
});

// `npm run restore -- FILE [--force]`: puts a backup of `npm run backup` back into the cms's
// database (SQLite or PostgreSQL, whichever cms/.env names), then empties the site's caches.
// Asks nothing. Refuses, leaving everything as it was: a wrong BACKUP_KEY, a damaged or
// shortened file, a file from a cms with other content types, a running cms, and without
// --force a database that already holds content (it says what would be replaced).
import './lib/runtime.mjs';
import path from 'node:path';
import { backupKey, cmsAddress, cmsAnswers, cmsEnvironment, root, runTransfer, siteEnvironment, withPrivateDir } from './lib/backup-env.mjs';
import { BackupFileError, openBackup, readBackupHeader } from './lib/backup-file.mjs';
import { emptySiteCaches } from './lib/site-caches.mjs';

const COMMAND = 'npm run restore';
const USAGE = `usage: ${COMMAND} -- FILE [--force]   (FILE: a backup made by npm run backup)`;

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--force');
  if (files.length !== 1 || unknown.length > 0) throw new Error(`${COMMAND}: ${USAGE}`);
  const file = path.resolve(files[0]);
  const env = cmsEnvironment();
  const key = backupKey(env, COMMAND);
  const about = readBackupHeader(file).header;

  // Strapi keeps state in memory; a cms running on the database would not see the restore.
  const address = cmsAddress(env);
  if (await cmsAnswers(address)) {
    throw new Error(`${COMMAND}: the cms is running at ${address}: stop it first (Ctrl-C npm start, or stop its service), restore, then start it again.`);
  }

  console.log(
    `${COMMAND}: ${path.basename(file)} (made ${about.created ?? 'at an unknown time'} on ${about.database ?? 'an unknown database'}) into ${env.DATABASE_CLIENT === 'postgres' ? 'PostgreSQL' : 'SQLite'} ...`,
  );
  await withPrivateDir('ytbanken-restore-', async (work) => {
    const archive = path.join(work, 'restore.tar.gz');
    await openBackup(file, archive, key);
    const { code, errors } = await runTransfer(['import', archive, ...(force ? ['--force'] : [])]);
    if (code === 2 || code === 3)
      throw new Error(
        `${COMMAND}: refused, nothing was changed: ${errors
          .split('\n')
          .filter((line) => !/^\s*\[/.test(line))
          .join('\n')}`,
      );
    if (code !== 0) throw new Error(`${COMMAND}: the import failed:\n${errors}`);
  });
  for (const line of await emptySiteCaches({ cmsEnv: env, siteEnv: siteEnvironment(), root })) console.log(`${COMMAND}: ${line}`);
  console.log(`${COMMAND}: done. Admin users and API tokens are not in a backup: see docs/operations.md, "Backups and restore".`);
}

main().catch((error) => {
  const message = error instanceof BackupFileError ? `${COMMAND}: refused, nothing was changed: ${error.message}` : error.message;
  console.error(message.startsWith(COMMAND) ? message : `${COMMAND}: ${message}`);
  process.exit(1);
});

// What `npm run backup` and `npm run restore` read: the cms's environment (cms/.env, under the
// process's own, as Strapi reads it), the key that seals backups, and how to run the cms's half.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CMS_ENV, parseEnvFile, SITE_ENV } from '../env-files.mjs';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const cmsDir = path.join(root, 'cms');

/** The cms's variables as Strapi sees them: the process's environment wins over cms/.env, even when empty. */
export function cmsEnvironment() {
  return { ...parseEnvFile(CMS_ENV), ...definedOnly(process.env) };
}

export function siteEnvironment() {
  return { ...parseEnvFile(SITE_ENV), ...definedOnly(process.env) };
}

function definedOnly(env) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}

/** BACKUP_KEY, or the one line that says where it comes from. */
export function backupKey(env, command) {
  const key = env.BACKUP_KEY;
  if (!key) {
    throw new Error(
      `${command}: BACKUP_KEY is not set. Set it in the environment or in cms/.env (npm start writes one there); keep a copy apart from the backups: without it no backup can be read.`,
    );
  }
  if (key.length < 16) throw new Error(`${command}: BACKUP_KEY is too short (at least 16 characters)`);
  return key;
}

/** Where the cms answers, from its HOST and PORT. */
export function cmsAddress(env) {
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT ?? 1337}`;
}

/** Whether a cms answers its health check at that address. */
export async function cmsAnswers(address) {
  try {
    const response = await fetch(`${address}/_health`, { signal: AbortSignal.timeout(2_000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

/** A private temporary directory (the plain archive holds everyone's data), removed afterwards. */
export async function withPrivateDir(prefix, work) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs cms/scripts/data-transfer.js on this Node: its progress lines go straight through, its
 * error output is kept for the caller to show. Resolves with the exit code.
 */
export function runTransfer(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(cmsDir, 'scripts', 'data-transfer.js'), ...args], {
      cwd: cmsDir,
      env: process.env,
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), errors: errors.trim() }));
  });
}

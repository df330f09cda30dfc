// The backup file of `npm run backup` / `npm run restore`: Strapi's export (a .tar.gz) sealed
// with AES-256-GCM under a key derived from BACKUP_KEY (scrypt). Authenticated, so a wrong key,
// a file cut short or changed anywhere is refused before a restore touches the database; the
// header says which key check to expect, so a wrong key is told apart from a damaged file.
//
//   "YTBBACKUP\n" | header length (4 bytes, big-endian) | header JSON | ciphertext | GCM tag (16 bytes)
//
// The header (authenticated too) holds the format, the scrypt parameters, salt, IV and a key
// check value: never the key. Decision: docs/decisions/027-backups-and-healing.md.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, openSync, readSync, closeSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';

const MAGIC = Buffer.from('YTBBACKUP\n');
const TAG_BYTES = 16;
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 };
/** Backups made by these scripts end with this; anything else is not ours. */
export const BACKUP_EXTENSION = '.backup';

/** A refusal with one line to show: the file or the key is not what a restore can use. */
export class BackupFileError extends Error {}

function keys(backupKey, salt, { N, r, p }) {
  const derived = scryptSync(backupKey, salt, 64, { N, r, p, maxmem: 128 * N * r * 2 });
  return { cipherKey: derived.subarray(0, 32), checkKey: derived.subarray(32) };
}

const keyCheck = (checkKey) => createHmac('sha256', checkKey).update('ytbanken backup key check').digest('base64');

/** `backups/ytbanken-2026-11-25T17-15-30Z.backup` for a given moment (UTC). */
export function backupName(date = new Date()) {
  return `ytbanken-${date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}${BACKUP_EXTENSION}`;
}

/** Encrypts `source` (Strapi's .tar.gz) into `target`. */
export async function sealBackup(source, target, backupKey, about = {}) {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const { cipherKey, checkKey } = keys(backupKey, salt, SCRYPT);
  const header = Buffer.from(
    JSON.stringify({
      format: 1,
      cipher: 'aes-256-gcm',
      kdf: { name: 'scrypt', ...SCRYPT },
      salt: salt.toString('base64'),
      iv: iv.toString('base64'),
      keyCheck: keyCheck(checkKey),
      ...about,
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  const head = Buffer.concat([MAGIC, length, header]);
  const cipher = createCipheriv('aes-256-gcm', cipherKey, iv);
  cipher.setAAD(head);
  const out = createWriteStream(target, { mode: 0o600 });
  out.write(head);
  await pipeline(createReadStream(source), cipher, out, { end: false });
  await new Promise((resolve, reject) => out.end(cipher.getAuthTag(), (error) => (error ? reject(error) : resolve())));
}

/** The header of a backup file, or a refusal saying why the file is not one. */
export function readBackupHeader(file) {
  let size;
  try {
    size = statSync(file).size;
  } catch {
    throw new BackupFileError(`${file} does not exist`);
  }
  const fd = openSync(file, 'r');
  try {
    const start = Buffer.alloc(MAGIC.length + 4);
    if (readSync(fd, start, 0, start.length, 0) < start.length || !start.subarray(0, MAGIC.length).equals(MAGIC)) {
      throw new BackupFileError(`${file} is not a Ytbanken backup (made by npm run backup)`);
    }
    const headerLength = start.readUInt32BE(MAGIC.length);
    const headerEnd = start.length + headerLength;
    if (headerLength > 64 * 1024 || size < headerEnd + TAG_BYTES) throw new BackupFileError(`${file} is cut short: it is not a complete backup`);
    const header = Buffer.alloc(headerLength);
    readSync(fd, header, 0, headerLength, start.length);
    let parsed;
    try {
      parsed = JSON.parse(header.toString('utf8'));
    } catch {
      throw new BackupFileError(`${file} is damaged: its header cannot be read`);
    }
    if (parsed.format !== 1) throw new BackupFileError(`${file} is a backup of format ${parsed.format}, which this version cannot read`);
    return { header: parsed, head: Buffer.concat([start, header]), headerEnd, size };
  } finally {
    closeSync(fd);
  }
}

/** Decrypts a backup into `target` (a .tar.gz); refuses a wrong key, and a damaged or shortened file. */
export async function openBackup(file, target, backupKey) {
  const { header, head, headerEnd, size } = readBackupHeader(file);
  const { cipherKey, checkKey } = keys(backupKey, Buffer.from(header.salt, 'base64'), header.kdf);
  const expected = Buffer.from(String(header.keyCheck), 'base64');
  const actual = Buffer.from(keyCheck(checkKey), 'base64');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new BackupFileError(`${file} was made with another BACKUP_KEY: set the key it was made with`);
  }
  const tag = Buffer.alloc(TAG_BYTES);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    closeSync(fd);
  }
  const decipher = createDecipheriv('aes-256-gcm', cipherKey, Buffer.from(header.iv, 'base64'));
  decipher.setAAD(head);
  decipher.setAuthTag(tag);
  try {
    await pipeline(createReadStream(file, { start: headerEnd, end: size - TAG_BYTES - 1 }), decipher, createWriteStream(target, { mode: 0o600 }));
  } catch {
    throw new BackupFileError(`${file} is damaged or cut short: it does not match what was backed up`);
  }
  return header;
}

export const BACKUP_EXTENSION: string;
export class BackupFileError extends Error {}
export function backupName(date?: Date): string;
export function sealBackup(source: string, target: string, backupKey: string, about?: Record<string, unknown>): Promise<void>;
export function readBackupHeader(file: string): { header: Record<string, unknown>; head: Buffer; headerEnd: number; size: number };
export function openBackup(file: string, target: string, backupKey: string): Promise<Record<string, unknown>>;

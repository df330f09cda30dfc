import { measurementsCsv } from './csv';
import type { Measurement } from '@/lib/records/account';

/** Hands the browser the measurements as a CSV file to save. */
export function downloadCsv(rows: Measurement[], fileName: string) {
  // The byte order mark tells spreadsheet programs the file is UTF-8 (å, ä, ö).
  const blob = new Blob(['\uFEFF', measurementsCsv(rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later rather than at once: the browser reads the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

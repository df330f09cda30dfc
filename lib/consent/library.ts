import { readFileSync } from 'node:fs';
import path from 'node:path';
import { version } from 'vanilla-cookieconsent/package.json';

/**
 * vanilla-cookieconsent's own UMD build, served by the site as one file of its own
 * (app/api/consent/library) so the banner paints as soon as that file arrives, not after
 * the application's bundle has run. The address names the library's version: a browser
 * keeps it for good, and an upgrade is a new address.
 */
export const CONSENT_LIBRARY_PATH = `/api/consent/library?v=${version}`;

/** The file's text, read when the route is rendered at build time. */
export function consentLibrarySource(): string {
  return readFileSync(path.join(process.cwd(), 'node_modules', 'vanilla-cookieconsent', 'dist', 'cookieconsent.umd.js'), 'utf8');
}

import { createRequire } from 'node:module';
import type enMessages from '../../messages/en.json';

const require = createRequire(import.meta.url);

/** The site's own user-facing texts, so tests look for what a visitor reads. */
export const messages = {
  sv: require('../../messages/sv.json') as typeof enMessages,
  en: require('../../messages/en.json') as typeof enMessages,
};

import 'server-only';
import type { Locale } from '@/i18n/routing';
import { similarSurfaces } from '@/lib/strapi/colour-neighbours';
import { lessCarbon } from '@/lib/strapi/less-carbon';

/**
 * Starts asking for a surface's similar surfaces and its same look with less carbon beside the
 * surface itself: both need only its id, so they need not wait for it. The sections below read
 * the same answers (React's cache); a failure is theirs to handle, so none is left unhandled here.
 */
export function preloadNeighbours(id: string, locale: Locale) {
  void similarSurfaces(id, locale).catch(() => null);
  void lessCarbon(id, locale).catch(() => null);
}

import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing);
// Links prefetch the page when a visitor shows they may open it, not when it scrolls past.
export { IntentLink as Link } from './intent-link';

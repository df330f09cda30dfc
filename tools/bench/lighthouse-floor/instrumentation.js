// The floor's own, empty: without it this build took the site's instrumentation.ts from the
// repository's root, and `next start` stopped on the site's missing environment.
export function register() {}

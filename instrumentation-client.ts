// Runs in the browser before the application's own modules (Next.js's instrumentation-client).
//
// zod compiles object parsers with `new Function` when it may, and finds out whether it may by
// trying once when a schema is created. The site's Content-Security-Policy allows no eval, so
// that try fails as zod expects, but the browser still reports it as a policy violation: the
// Issues panel's CSP entry that cost the pages with client-side schemas (the search-as-you-type
// fields) Lighthouse's best-practices 100. Jitless parsing, zod's own option, never tries.
import { config } from 'zod/v4/core';

config({ jitless: true });

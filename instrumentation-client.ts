// Runs in the browser before the application's own modules (Next.js's instrumentation-client).
//
// zod compiles object parsers with `new Function` when it may, and finds out whether it may by
// trying once when a schema is created. The site's Content-Security-Policy allows no eval, so
// that try fails as zod expects, but the browser still reports it as a policy violation: the
// Issues panel's CSP entry that cost the pages with client-side schemas (the search-as-you-type
// fields) Lighthouse's best-practices 100. Jitless parsing, zod's own option, never tries.
//
// Set through the global zod keeps its configuration in (and creates when absent), not through
// zod's `config()`: importing that would load zod's core (7.5 kB compressed) on every page,
// also on those that parse nothing in the browser. Decision 034 says what would break it.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

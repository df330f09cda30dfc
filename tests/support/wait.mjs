// A web server entry's stand-in process when the server was started before Playwright ran
// (playwright.config.ts, E2E_CMS_EARLY): it only stays until Playwright stops it.
setInterval(() => {}, 1 << 30);

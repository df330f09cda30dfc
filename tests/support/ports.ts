/** Ports of the end-to-end services: away from the ones `npm start` uses, so both can run. */
export const E2E = {
  cmsPort: 1348,
  sitePort: 3100,
  /** Extra site instances that tests start themselves (e.g. against a stopped cms). */
  spareSitePort: 3101,
  proxyPort: 1349,
  smtpPort: 1367,
  mailWebPort: 1368,
  oauthPort: 1369,
} as const;

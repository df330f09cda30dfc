/** Ports of the end-to-end services: away from the ones `npm start` uses, so both can run. */
export const E2E = {
  cmsPort: 1348,
  /** The edge (nginx) every browser test goes through; the site itself listens on loopback behind it. */
  sitePort: 3100,
  siteInternalPort: 3110,
  /** Extra site instances that tests start themselves (e.g. against a stopped cms). */
  spareSitePort: 3101,
  proxyPort: 1349,
  smtpPort: 1367,
  mailWebPort: 1368,
  oauthPort: 1369,
} as const;

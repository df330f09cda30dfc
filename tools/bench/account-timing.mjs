// `npm run bench:accounts` (with session-check-cost.mjs): whether the cms's account
// endpoints tell, by their answer or its timing, that an address has an account
// (lib/account-timing.mjs, which `npm run bench` runs too). Starts a seeded test cms and a mail
// catcher of its own, with the cms's rate limits (per visitor, per account and the mail cap per
// address) lifted, and prints the medians and the answers. A measurement, not a test: it exits
// 0 whatever it finds.
//
//   npm run bench:accounts [-- --rounds 40]
//   ports: ACCOUNT_TIMING_CMS_PORT (1450), ACCOUNT_TIMING_SMTP_PORT (1470), ACCOUNT_TIMING_MAIL_WEB_PORT (1471);
//   the defaults move with BENCH_PORT_OFFSET (else TEST_PORT_OFFSET)
import '../../scripts/lib/runtime.mjs';
import { startMailCatcher, startTestCms } from '../../tests/support/cms-server.mjs';
import { ACCOUNT_TIMING_ROUNDS, LIFTED_ACCOUNT_LIMITS, measureAccountTiming, printAccountTiming } from './lib/account-timing.mjs';
import { withPortOffset } from './lib/options.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const PORTS = withPortOffset({ cms: 1450, smtp: 1470, mailWeb: 1471 }, process.env.BENCH_PORT_OFFSET ?? process.env.TEST_PORT_OFFSET);

const mail = await startMailCatcher({
  smtpPort: Number(process.env.ACCOUNT_TIMING_SMTP_PORT ?? PORTS.smtp),
  webPort: Number(process.env.ACCOUNT_TIMING_MAIL_WEB_PORT ?? PORTS.mailWeb),
});
let cms;
try {
  cms = await startTestCms({ port: Number(process.env.ACCOUNT_TIMING_CMS_PORT ?? PORTS.cms), smtpPort: mail.smtpPort, extraEnv: LIFTED_ACCOUNT_LIMITS });
  printAccountTiming(await measureAccountTiming({ cmsUrl: cms.url, mailUrl: mail.url, rounds: option('rounds', ACCOUNT_TIMING_ROUNDS) }));
} finally {
  await cms?.stop();
  await mail.stop();
}

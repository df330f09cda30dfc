import { EnvError, env } from './env';

/** Prints one line naming the bad variables and stops the server process. */
export function assertEnvOrExit() {
  try {
    env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`site: ${error.message}`);
    process.exit(1);
  }
}

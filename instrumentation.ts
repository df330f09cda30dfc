/** Runs once when a server starts: refuse to serve with a broken environment. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { assertEnvOrExit } = await import('./lib/env-startup');
    assertEnvOrExit();
    // Patches Node's ServerResponse.prototype.writeHead (decision 012).
    const { answerOutagesWith503 } = await import('./lib/http/unavailable');
    answerOutagesWith503();
  }
}

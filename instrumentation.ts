/** Runs once when a server starts: refuse to serve with a broken environment. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { assertEnvOrExit } = await import('./lib/env-startup');
    assertEnvOrExit();
    // Patches Node's ServerResponse.prototype.writeHead and the server's request event (decision 012).
    const { answerUnavailableWith503 } = await import('./lib/http/unavailable');
    answerUnavailableWith503();
  }
}

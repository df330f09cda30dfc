// Asks the suite's script runner (script-runner.mjs) to run one step and prints its JSON
// result, or its error on stderr with exit code 1: what `node strapi-script.mjs <step>` does,
// without a boot. script.ts runs it as a child so that its callers can stay synchronous.
import { request } from 'node:http';

const asked = request(
  { socketPath: process.env.SCRIPT_RUNNER_SOCKET, path: '/', method: 'POST', headers: { 'Content-Type': 'application/json' } },
  (response) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk) => (body += chunk));
    response.on('end', () => {
      if (response.statusCode === 200) process.stdout.write(`${body}\n`);
      else {
        process.stderr.write(`${body}\n`);
        process.exitCode = 1;
      }
    });
  },
);
asked.on('error', (error) => {
  process.stderr.write(`script runner: ${error.message}\n`);
  process.exitCode = 1;
});
asked.end(JSON.stringify(process.argv.slice(2)));

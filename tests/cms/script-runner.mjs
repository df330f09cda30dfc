// The cms suite's script runner: one Strapi, loaded once on the test cms's database, that runs
// the steps of strapi-script.mjs for every test file, so a step does not cost a whole boot.
// It answers HTTP on a unix socket only (SCRIPT_RUNNER_SOCKET), in a folder only this user
// may enter: POST / with the step's arguments as a JSON array; 200 with its JSON result, or
// 500 with the error. Steps run one at a time, as the test files do. Started and stopped by
// global-setup.ts; prints "ready" once it answers.
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadStrapi, runStep } from './strapi-script.mjs';

const socket = process.env.SCRIPT_RUNNER_SOCKET;
if (!socket) throw new Error('SCRIPT_RUNNER_SOCKET is not set');

const app = await loadStrapi();
let queue = Promise.resolve();

const server = createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    queue = queue.then(async () => {
      try {
        const result = await runStep(app, JSON.parse(body));
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(result));
      } catch (error) {
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end(error instanceof Error ? (error.stack ?? error.message) : String(error));
      }
    });
  });
});

rmSync(socket, { force: true });
server.listen(socket, () => console.log('ready'));

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.close();
  await queue;
  await app.destroy();
  process.exit(0);
}
// Strapi's own signal handlers destroy it at once, under a step still running, and then a
// second time through this one ("Destroy … has already been called"): only this one stays.
process.removeAllListeners('SIGTERM');
process.removeAllListeners('SIGINT');
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

// `node static-server.mjs PORT FILE`: the bench's first reference, a bare Node server that
// answers every request with one file's bytes, read once into memory. No framework, no
// routing, no rendering: what a Node process on these cores serves at best, the ceiling of
// any site that answers without the edge. It runs as a process of its own so that the load
// generator (autocannon, when wrk is missing) never shares its thread.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
if (!port || !file) {
  console.error('usage: node static-server.mjs PORT FILE');
  process.exit(2);
}
const body = readFileSync(file);
http
  .createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  })
  // Port 0 takes a free one; the line says which, for whoever started the server.
  .listen(Number(port), '127.0.0.1', function () {
    console.info(`listening on ${this.address().port}`);
  });

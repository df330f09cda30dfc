#!/usr/bin/env node
'use strict';

// Runs Strapi's CLI for this JavaScript project. Strapi looks for a tsconfig.json in the
// parent folders too, finds the site's (which excludes cms/) and then fails to "compile"
// the cms during `strapi build`. Only a tsconfig.json inside cms/ may count.
// What breaks this and how to remove it: docs/decisions/014-strapi-cli-ignores-the-sites-tsconfig.md.
const path = require('node:path');

// The cms runs on the Node 24 that the site's npm install brings (docs/decisions/021-node-from-the-npm-registry.md).
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    `The cms needs Node 24 and this is Node ${process.version} (${process.execPath}): start it through npm from the repository root (npm start), which uses the Node 24 in node_modules/.bin.`,
  );
  process.exit(1);
}

// A broken environment is refused before Strapi loads, which takes many seconds: the check
// config/server.js makes again once Strapi reads its configuration, here after reading cms/.env
// as Strapi does (its own dotenv, which sets only what the environment does not).
if (['start', 'develop'].includes(process.argv[2])) {
  const strapiCore = path.dirname(require.resolve('@strapi/core'));
  require(require.resolve('dotenv', { paths: [strapiCore] })).config({ path: process.env.ENV_PATH, quiet: true });
  require('./env').assertEnv();
}

const ts = require('typescript');

const appDir = path.resolve(__dirname, '..');
const fileExists = ts.sys.fileExists;
ts.sys.fileExists = (file) => (path.basename(file) === 'tsconfig.json' && !path.resolve(file).startsWith(appDir + path.sep) ? false : fileExists(file));

// The CLI's own entry point, by path: the package's exports do not name it.
require(path.join(appDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'));

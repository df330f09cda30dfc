// The edge (deploy/nginx/): finds nginx, renders the repository's template into a
// directory of its own and gives the command that runs it in the foreground. Used by
// `npm start`, the browser tests and the bench; a production host renders the same
// template with envsubst (deploy/nginx/README.md).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '@ytbanken/domain/html/escape';
import { firstExecutable, pathDirs } from './executables.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
export const EDGE_TEMPLATE = path.join(root, 'deploy', 'nginx', 'ytbanken.conf.template');

/** The variables the template names; anything else in ${…} belongs to nginx. */
const VARIABLES = [
  'EDGE_LISTEN',
  'EDGE_SERVER_NAMES',
  'EDGE_SITE_URL',
  'EDGE_SITE_HOST',
  'EDGE_UPSTREAM_SERVERS',
  'EDGE_CACHE_DIR',
  'EDGE_NONCE_PLACEHOLDER',
  'EDGE_REAL_IP_FROM',
  'EDGE_PAGES_DIR',
  'EDGE_LAST_COPY_DIR',
  'EDGE_LAST_COPY_SOCKET',
  'EDGE_LAST_COPY_TIME',
];

/** How long the edge serves the last copy of a page while the site cannot answer (decision 027). */
export const LAST_COPY_TIME = '10m';

export const INSTALL_HINT = 'sudo apt-get install nginx-light';

/**
 * The name the site listens under behind the edge: loopback only. Not 127.0.0.1: Next.js
 * builds rewrite targets (next-intl's /sv/… rewrite) on "localhost" and sends a rewrite to
 * any other origin out as a proxied request, which comes back to the proxy and loops.
 */
export const SITE_LOOPBACK_HOST = 'localhost';

/** nginx's path, or null when it is not installed. */
export function findNginx() {
  return firstExecutable([process.env.NGINX_PATH, '/usr/sbin/nginx', ...pathDirs().map((dir) => path.join(dir, 'nginx'))]);
}

/** A fresh placeholder for one deployment: lowercase letters and digits (nginx matches without case). */
export function newNoncePlaceholder() {
  return randomBytes(24).toString('hex');
}

/**
 * The edge's own pages, in both languages from messages/*.json (deploy/nginx/ytbanken.conf.template):
 * 400.html for an address nginx cannot read, 503.html for a page when the site cannot be
 * reached and no copy of it is kept. Swedish first, the site's default.
 */
export function writeEdgePages(dir) {
  mkdirSync(dir, { recursive: true });
  const messagesOf = (locale) => JSON.parse(readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8'));
  writeFileSync(
    path.join(dir, '400.html'),
    edgePage((locale) => {
      const messages = messagesOf(locale);
      return {
        title: messages.ErrorPage.title,
        heading: messages.ErrorPage.notFoundHeading,
        reason: messages.ApiErrors.badAddress,
        home: messages.ErrorPage.home,
      };
    }),
  );
  writeFileSync(
    path.join(dir, '503.html'),
    edgePage((locale) => {
      const messages = messagesOf(locale);
      return { title: messages.ErrorPage.title, heading: messages.ErrorPage.heading, reason: messages.ErrorPage.text, home: messages.ErrorPage.home };
    }),
  );
}

function edgePage(text) {
  const section = (locale, home) => {
    const t = text(locale);
    return `<section lang="${locale}"><h${locale === 'sv' ? 1 : 2}>${escapeHtml(t.heading)}</h${locale === 'sv' ? 1 : 2}><p>${escapeHtml(t.reason)}</p><p><a href="${home}">${escapeHtml(t.home)}</a></p></section>`;
  };
  return [
    '<!doctype html>',
    `<html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">`,
    `<title>${escapeHtml(text('sv').title)} · ${escapeHtml(text('en').title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5}section+section{margin-top:2rem}</style></head>',
    `<body><main>${section('sv', '/')}${section('en', '/en')}</main></body></html>`,
    '',
  ].join('\n');
}

/** The template with its variables filled in; an unknown or missing variable is an error. */
export function renderTemplate(template, values) {
  return template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (match, name) => {
    if (!VARIABLES.includes(name)) throw new Error(`deploy/nginx template: unknown variable ${name}`);
    if (values[name] === undefined || values[name] === '') throw new Error(`deploy/nginx template: ${name} is not set`);
    return String(values[name]);
  });
}

/**
 * Writes a complete nginx configuration into `dir` (which holds its cache, temporary
 * files and pid too) and returns the arguments that run nginx in the foreground with it.
 * `upstreams`: the site instances as host:port. `siteUrl`: SITE_URL, where every other of
 * `serverNames` is sent (by default the first of them on `port`). `trustedProxies`: addresses of a load
 * balancer in front of the edge whose X-Forwarded-For entry names the visitor (none by
 * default). `extraHttp`: more configuration for the http block, outside the template (the
 * bench's second server for its static reference). `adjust`: a change to the rendered site
 * configuration (the gzip-level bench's variants). `tls`: `{ port, certificate, key }`, the site
 * also over TLS and HTTP/2 on that port, as deploy/nginx/README.md's step 3 deploys it (the
 * Lighthouse bench measures there).
 */
export function prepareEdge({
  dir,
  port,
  host = '',
  serverNames = ['localhost', '127.0.0.1'],
  siteUrl = `http://${serverNames[0]}:${port}`,
  upstreams,
  placeholder,
  trustedProxies = [],
  accessLog = false,
  extraHttp = '',
  lastCopyTime = LAST_COPY_TIME,
  adjust,
  tls,
}) {
  mkdirSync(path.join(dir, 'cache'), { recursive: true });
  mkdirSync(path.join(dir, 'last-copies'), { recursive: true });
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  writeEdgePages(path.join(dir, 'pages'));
  const site = renderTemplate(readFileSync(EDGE_TEMPLATE, 'utf8'), {
    EDGE_LISTEN: host ? `${host}:${port}` : String(port),
    EDGE_SERVER_NAMES: serverNames.join(' '),
    EDGE_SITE_URL: new URL(siteUrl).origin,
    EDGE_SITE_HOST: new URL(siteUrl).hostname,
    EDGE_UPSTREAM_SERVERS: upstreams.map((address) => `server ${address};`).join(' '),
    EDGE_CACHE_DIR: path.join(dir, 'cache'),
    EDGE_NONCE_PLACEHOLDER: placeholder,
    EDGE_PAGES_DIR: path.join(dir, 'pages'),
    EDGE_LAST_COPY_DIR: path.join(dir, 'last-copies'),
    EDGE_LAST_COPY_SOCKET: path.join(dir, 'last-copy.sock'),
    EDGE_LAST_COPY_TIME: lastCopyTime,
    EDGE_REAL_IP_FROM: trustedProxies.length
      ? trustedProxies.map((address) => `set_real_ip_from ${address};`).join(' ')
      : '# no load balancer in front of the edge',
  });
  const secured = tls ? withTls(site, { listen: host ? `${host}:${port}` : String(port), serverNames, ...tls }) : site;
  writeFileSync(path.join(dir, 'ytbanken.conf'), adjust ? adjust(secured) : secured, { mode: 0o600 });
  const temp = (name) => path.join(dir, 'temp', name);
  const main = [
    '# Written by scripts/lib/edge.mjs for a local edge; production hosts use their own nginx.conf.',
    // As root, nginx would hand its workers to "nobody", who cannot write this directory.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes auto;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 4096; }',
    'http {',
    '  default_type application/octet-stream;',
    `  access_log ${accessLog ? `${path.join(dir, 'access.log')} combined` : 'off'};`,
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    `  include ${path.join(dir, 'ytbanken.conf')};`,
    ...(extraHttp ? [extraHttp] : []),
    '}',
    '',
  ].join('\n');
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, main, { mode: 0o600 });
  return { args: ['-p', dir, '-c', config, '-e', 'stderr', '-g', 'daemon off;'], config };
}

/**
 * The site's server block also listening with TLS and HTTP/2 (README step 3). `listen … ssl
 * http2` is the form nginx 1.22 (Debian 12) reads; nginx 1.25.1 and later still accept it.
 */
function withTls(site, { listen, serverNames, port, certificate, key }) {
  const block = `    listen ${listen};\n    server_name ${serverNames.join(' ')};\n`;
  if (!site.includes(block)) throw new Error('deploy/nginx template: the site server block was not found for TLS');
  const address = listen.includes(':') ? `${listen.slice(0, listen.lastIndexOf(':'))}:${port}` : String(port);
  // A function, so that `$` in a path is not read as a replacement pattern.
  return site.replace(block, () => `${block}    listen ${address} ssl http2;\n    ssl_certificate ${certificate};\n    ssl_certificate_key ${key};\n`);
}

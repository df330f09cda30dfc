// A local stand-in for a third-party OAuth2 provider (authorization-code flow), for the
// browser tests only: no real provider can be reached from the test machines. It asks
// for an e-mail address on its consent page, checks client, secret, redirect URI and
// state round trip, and answers /userinfo for the token it issued.
import { randomBytes } from 'node:crypto';
import http from 'node:http';

export const STANDIN_CLIENT = 'ytbanken-test-client';

export function startStandinProvider({ port, secret }) {
  const codes = new Map();
  const tokens = new Map();

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url, `http://127.0.0.1:${port}`);
    const send = (status, body, type = 'application/json') => {
      response.writeHead(status, { 'Content-Type': type });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };

    if (request.method === 'GET' && url.pathname === '/authorize') {
      const { client_id: client, redirect_uri: redirect, state = '' } = Object.fromEntries(url.searchParams);
      if (client !== STANDIN_CLIENT || !redirect) return send(400, { error: 'invalid_request' });
      const hidden = (name, value) => `<input type="hidden" name="${name}" value="${value.replace(/"/g, '&quot;')}">`;
      return send(
        200,
        `<!doctype html><html lang="en"><title>Stand-in provider</title><main><h1>Stand-in provider</h1>
<form method="post" action="/approve">${hidden('redirect_uri', redirect)}${hidden('state', state)}
<label>Email <input name="email" type="email" required></label><button>Approve</button></form></main></html>`,
        'text/html',
      );
    }

    const form = async () =>
      new URLSearchParams(
        await new Promise((resolve) => {
          let body = '';
          request.on('data', (chunk) => (body += chunk));
          request.on('end', () => resolve(body));
        }),
      );

    if (request.method === 'POST' && url.pathname === '/approve') {
      const body = await form();
      const code = randomBytes(16).toString('hex');
      codes.set(code, { email: body.get('email'), redirect: body.get('redirect_uri') });
      const target = new URL(body.get('redirect_uri'));
      target.searchParams.set('code', code);
      target.searchParams.set('state', body.get('state') ?? '');
      response.writeHead(302, { Location: target.toString() });
      return response.end();
    }

    if (request.method === 'POST' && url.pathname === '/token') {
      const body = await form();
      const grant = codes.get(body.get('code'));
      codes.delete(body.get('code'));
      if (body.get('client_id') !== STANDIN_CLIENT || body.get('client_secret') !== secret) return send(401, { error: 'invalid_client' });
      if (!grant || grant.redirect !== body.get('redirect_uri')) return send(400, { error: 'invalid_grant' });
      const token = randomBytes(24).toString('hex');
      tokens.set(token, grant.email);
      return send(200, { access_token: token, token_type: 'bearer', expires_in: 3600 });
    }

    if (request.method === 'GET' && url.pathname === '/userinfo') {
      const email = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!email) return send(401, { error: 'invalid_token' });
      return send(200, { sub: email, email, preferred_username: email.split('@')[0] });
    }
    send(404, { error: 'not_found' });
  });

  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(r)) })),
  );
}

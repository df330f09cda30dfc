// A signed-in visitor for the benches: an account registered, confirmed and signed in
// through the cms's API, as the site's own forms do.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

const PASSWORD = 'Bench-Passw0rd-42';

const cmsPost = (stack, path, body) =>
  fetch(`${stack.cmsUrl}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/**
 * A confirmed account signed in through the cms's API (as the site's login action does),
 * returned as the site's two session cookies.
 */
export async function signedInSession(stack) {
  return (await signedInAccount(stack)).cookie;
}

/** The same account with its address and its access token, for a bench that also calls the cms as that user. */
export async function signedInAccount(stack) {
  const username = `bench${randomUUID().slice(0, 8)}`;
  const email = `${username}@example.com`;
  const registered = await cmsPost(stack, '/auth/local/register', { username, email, password: PASSWORD });
  if (!registered.ok) throw new Error(`registration answered ${registered.status}: ${await registered.text()}`);

  let code;
  for (let i = 0; i < 50 && !code; i++) {
    const mails = await fetch(`${stack.mailUrl}/email`).then((r) => r.json());
    const mail = mails.find((m) => m.to.some((to) => to.address === email));
    code = mail?.text.match(/confirmation=([\w-]+)/)?.[1];
    if (!code) await sleep(200);
  }
  if (!code) throw new Error(`no confirmation mail for ${email}`);
  const confirmed = await fetch(`${stack.cmsUrl}/api/auth/email-confirmation?confirmation=${code}`, { redirect: 'manual' });
  if (confirmed.status >= 400) throw new Error(`e-mail confirmation answered ${confirmed.status}`);
  return { email, ...(await signIn(stack, email, PASSWORD)) };
}

/** Signs in as the site's login action does (the cms's /auth/local): the access token and the site's two session cookies. */
export async function signIn(stack, identifier, password) {
  const login = await cmsPost(stack, '/auth/local', { identifier, password });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  const { jwt, refreshToken } = await login.json();
  return { jwt, cookie: `ytb_access=${jwt}; ytb_refresh=${refreshToken}` };
}

// A signed-in visitor for the benches: an account registered, confirmed and signed in
// through the cms's API, as the site's own forms do.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A confirmed account signed in through the cms's API (as the site's login action does),
 * returned as the site's two session cookies.
 */
export async function signedInSession(stack) {
  const username = `bench${randomUUID().slice(0, 8)}`;
  const email = `${username}@example.com`;
  const password = 'Bench-Passw0rd-42';
  const cms = (path, body) =>
    fetch(`${stack.cmsUrl}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const registered = await cms('/auth/local/register', { username, email, password });
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

  const login = await cms('/auth/local', { identifier: email, password });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  const { jwt, refreshToken } = await login.json();
  return `ytb_access=${jwt}; ytb_refresh=${refreshToken}`;
}

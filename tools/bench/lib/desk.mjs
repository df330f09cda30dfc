// The producers' desk on a catalogue: the producer with the most products, an account an
// editor lets into the desk for it (through the admin API, as the admin panel does), and
// sample orders from an architect for its surfaces, so the desk's lists have pages to show.
import { randomBytes, randomUUID } from 'node:crypto';
import { CmsEditor } from '../../../tests/support/cms-editor.mjs';
import { signedInAccount, signIn } from './session.mjs';

/** The desk's target is set for a producer with this many products. */
export const DESK_TARGET_PRODUCTS = 2000;
/** Order lines the producer holds before its pages are timed: more than two of the desk's pages of 20. */
const DESK_LINES = 45;
/** The most surfaces one order may name (cms/src/api/sample-order/services/validate.js). */
const SURFACES_PER_ORDER = 10;
const PASSWORD = 'Bench-Desk-Passw0rd-42';
/** The cms's answers the desk's pages are made from (the session check included), timed apart from the pages. */
const DESK_CMS_PATHS = [
  '/users/me',
  '/producer-desk/overview?locale=sv&page=1',
  '/producer-desk/producers?locale=sv',
  '/producer-desk/lines?page=1',
  '/producer-desk/lines?page=2',
  '/producer-desk/epds/expiring?locale=sv',
  '/producer-desk/figures?locale=sv&page=1',
  '/producer-desk/figures?locale=sv&page=2',
];

async function cmsGet(stack, pathname, token = stack.cmsToken) {
  const answer = await fetch(`${stack.cmsUrl}/api${pathname}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`cms ${pathname} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

/**
 * The published producer with the most products in Swedish, from the product list's producer
 * facet (the count the site's filter shows): its documentId, name, slug and products.
 */
async function biggestProducer(stack) {
  const { meta } = await cmsGet(stack, '/product-list?locale=sv&pageSize=1&facets=true');
  const top = meta.facets.producer.reduce((best, p) => (p.count > best.count ? p : best));
  const query = new URLSearchParams({ locale: 'sv', 'filters[slug][$eq]': top.slug, 'fields[0]': 'name' });
  const [found] = (await cmsGet(stack, `/producers?${query}`)).data;
  if (!found) throw new Error(`the cms lists no producer ${top.slug}`);
  return { documentId: found.documentId, name: top.name, slug: top.slug, products: top.count };
}

/** Up to `count` of the producer's published surfaces' documentIds. */
async function surfacesOf(stack, producer, count) {
  const ids = [];
  for (let page = 1; ids.length < count; page++) {
    const query = new URLSearchParams({
      locale: 'sv',
      'filters[product][producer][documentId][$eq]': producer.documentId,
      'fields[0]': 'articleNumber',
      sort: 'articleNumber:asc',
      'pagination[pageSize]': '100',
      'pagination[page]': String(page),
    });
    const { data, meta } = await cmsGet(stack, `/surfaces?${query}`);
    ids.push(...data.map((s) => s.documentId));
    if (page >= meta.pagination.pageCount) break;
  }
  if (ids.length === 0) throw new Error(`${producer.name} has no published surfaces to order`);
  return ids.slice(0, count);
}

/**
 * Sample orders of an architect (signed in, so each is confirmed at once and reaches the desk),
 * each for up to SURFACES_PER_ORDER of the producer's surfaces, going round them so the
 * figures count as many surfaces as the orders name. Each comes from a visitor address of its
 * own, as the site's server forwards it, so the cms's per-visitor limit on orders is not reached.
 */
async function placeOrders(stack, producer, orders) {
  const architect = await signedInAccount(stack);
  const surfaces = await surfacesOf(stack, producer, orders * SURFACES_PER_ORDER);
  const perOrder = Math.min(SURFACES_PER_ORDER, surfaces.length);
  for (let n = 0; n < orders; n++) {
    const named = Array.from({ length: perOrder }, (_, k) => surfaces[(n * perOrder + k) % surfaces.length]);
    const data = {
      name: `Bänkarkitekt ${n + 1}`,
      email: architect.email,
      street: 'Storgatan 1',
      postalCode: '111 22',
      city: 'Stockholm',
      country: 'SE',
      language: 'sv',
      surfaces: named,
    };
    const placed = await fetch(`${stack.cmsUrl}/api/sample-orders`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${architect.jwt}`,
        'X-Forwarded-For': `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`,
        'X-Visitor-Forward-Secret': stack.cms.env.VISITOR_FORWARD_SECRET,
      },
      body: JSON.stringify({ data }),
    });
    if (placed.status !== 201) throw new Error(`a sample order answered ${placed.status}: ${await placed.text()}`);
  }
}

/**
 * The desk of the catalogue's biggest producer: `producer` ({ documentId, name, slug,
 * products }), a new account linked to it by the admin and signed in as the site signs in
 * (`cookie`, `jwt`), the producer's order lines topped up to DESK_LINES (a catalogue database
 * kept from an earlier run has those orders already), and the desk's answers to that account:
 * `lines` and `figures` (their pagination), `firstArticleNumber(page)` of a figures page, and
 * `cmsPaths`, the cms's answers the pages are made from.
 */
export async function producerDesk(stack) {
  const producer = await biggestProducer(stack);
  const editor = await new CmsEditor(stack.cmsUrl).signIn();
  const username = `desk${randomUUID().slice(0, 8)}`;
  const email = `${username}@example.com`;
  await editor.createConfirmedUser({ username, email, password: PASSWORD });
  await editor.makeProducerStaff(email, [producer.documentId]);
  const { jwt, cookie } = await signIn(stack, email, PASSWORD);

  const desk = (pathname) => cmsGet(stack, pathname, jwt);
  const before = (await desk('/producer-desk/lines?page=1')).meta.pagination.total;
  if (before < DESK_LINES) await placeOrders(stack, producer, DESK_LINES - before);
  const lines = (await desk('/producer-desk/lines?page=1')).meta.pagination;
  const figuresPage = (page) => desk(`/producer-desk/figures?locale=sv&page=${page}`);
  const figures = (await figuresPage(1)).meta.pagination;
  return {
    producer,
    cookie,
    jwt,
    cmsPaths: DESK_CMS_PATHS,
    lines,
    figures,
    firstArticleNumber: async (page) => {
      const number = (await figuresPage(page)).data[0]?.articleNumber;
      if (!number) throw new Error(`the desk's figures page ${page} lists no surface with an article number`);
      return number;
    },
  };
}

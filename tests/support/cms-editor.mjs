// An editor in the Strapi admin, through the same admin API the admin panel uses: changes,
// publishes and previews content, which fires the cms's webhooks exactly as clicking would.
import { TEST_ADMIN } from './cms-server.mjs';

/**
 * One sign-in per cms and test process: the admin login allows 5 attempts per address in
 * 5 minutes, and every test signs in from the same machine. A suite whose files each run in a
 * process of their own signs in once in its global setup and hands the token to signIn. A token
 * the cms no longer takes is replaced once (#json).
 * @type {Map<string, string>}
 */
const tokens = new Map();

export class CmsEditor {
  /** @param {string} cmsUrl */
  constructor(cmsUrl) {
    this.cmsUrl = cmsUrl;
    /** @type {string | undefined} */
    this.token = undefined;
    /** @type {number | undefined} */
    this.authenticatedRole = undefined;
  }

  /**
   * Signs in as the administrator the test cms made at boot from ADMIN_EMAIL and ADMIN_PASSWORD,
   * or takes the token of an earlier sign-in of the same cms.
   * @param {string} [token]
   */
  async signIn(token) {
    // The first sign-in's token until the cms refused it (an admin token expires): then the one
    // this process signed in for instead, not the expired one again.
    if (token && !tokens.has(this.cmsUrl)) tokens.set(this.cmsUrl, token);
    this.token = tokens.get(this.cmsUrl) ?? (await this.#login());
    return this;
  }

  async #login() {
    const answer = await this.#post('/admin/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    if (!answer.ok) throw new Error(`admin sign-in answered ${answer.status}: ${await answer.text()}`);
    const token = (await answer.json()).data.token;
    tokens.set(this.cmsUrl, token);
    return token;
  }

  /** Creates a draft of a collection-type document; its documentId. */
  async create(uid, locale, data) {
    const answer = await this.#json('POST', `/content-manager/collection-types/${uid}?locale=${locale}`, data);
    return answer.data.documentId;
  }

  /** Deletes a document in one locale (of a type without languages, with none named). */
  async delete(uid, documentId, locale) {
    await this.#json('DELETE', `/content-manager/collection-types/${uid}/${documentId}${locale ? `?locale=${locale}` : ''}`);
  }

  /** Reads a document as the admin sees it (draft by default). */
  async get(uid, documentId, locale, status = 'draft') {
    return (await this.#json('GET', `/content-manager/collection-types/${uid}/${documentId}?locale=${locale}&status=${status}`)).data;
  }

  /** The documents of a collection type, as the admin's list shows them, whose `field` contains `text`. */
  async findContaining(uid, field, text) {
    const query = new URLSearchParams({ page: '1', pageSize: '10', [`filters[$and][0][${field}][$contains]`]: text });
    return (await this.#json('GET', `/content-manager/collection-types/${uid}?${query}`)).results;
  }

  /** Saves the draft of a collection-type document and publishes it. */
  async updateAndPublish(uid, documentId, locale, data) {
    const path = `/content-manager/collection-types/${uid}/${documentId}`;
    await this.#json('PUT', `${path}?locale=${locale}`, data);
    await this.#json('POST', `${path}/actions/publish?locale=${locale}`, data);
  }

  /** Saves a draft without publishing it. */
  async updateDraft(uid, documentId, locale, data) {
    await this.#json('PUT', `/content-manager/collection-types/${uid}/${documentId}?locale=${locale}`, data);
  }

  /** Unpublishes a document (the draft stays). */
  async unpublish(uid, documentId, locale) {
    await this.#json('POST', `/content-manager/collection-types/${uid}/${documentId}/actions/unpublish?locale=${locale}`, {});
  }

  async publish(uid, documentId, locale) {
    await this.#json('POST', `/content-manager/collection-types/${uid}/${documentId}/actions/publish?locale=${locale}`, {});
  }

  /**
   * Creates a site account as an administrator does in the admin's user list: confirmed at
   * once, with the role every signed-up visitor gets. Its numeric id.
   */
  async createConfirmedUser({ username, email, password }) {
    this.authenticatedRole ??= (await this.#json('GET', '/users-permissions/roles')).roles.find((role) => role.type === 'authenticated').id;
    const answer = await this.#json('POST', '/content-manager/collection-types/plugin::users-permissions.user', {
      username,
      email,
      password,
      confirmed: true,
      blocked: false,
      role: { connect: [{ id: this.authenticatedRole }] },
    });
    // Users are not documents of the content manager's own kind: the answer is the user itself.
    return answer.id;
  }

  /**
   * Lets a site account into the producers' desk as an editor does in the admin: the user's
   * role set to Producer and the producers it acts for linked (Content Manager › User).
   */
  async makeProducerStaff(email, producerDocumentIds) {
    const roles = (await this.#json('GET', '/users-permissions/roles')).roles;
    const producerRole = roles.find((role) => role.type === 'producer').id;
    const [user] = await this.findContaining('plugin::users-permissions.user', 'email', email);
    await this.#json('PUT', `/content-manager/collection-types/plugin::users-permissions.user/${user.documentId}`, {
      role: { connect: [{ id: producerRole }] },
      producers: { connect: producerDocumentIds.map((documentId) => ({ documentId, locale: 'sv' })) },
    });
  }

  /** The users-permissions plugin's advanced settings (Settings › Users & Permissions › Advanced settings). */
  async advancedSettings() {
    return (await this.#json('GET', '/users-permissions/advanced')).settings;
  }

  /** Saves them as the admin's form does: the whole object. */
  async setAdvancedSettings(settings) {
    await this.#json('PUT', '/users-permissions/advanced', settings);
  }

  /** The users-permissions plugin's providers as the admin lists them (Settings › Users & Permissions › Providers), each with the redirect URL it shows. */
  async providers() {
    return this.#json('GET', '/users-permissions/providers');
  }

  /** Saves them as the admin's form does: every provider. */
  async setProviders(providers) {
    await this.#json('PUT', '/users-permissions/providers', { providers });
  }

  /** The URL the admin's preview button opens for a document. */
  async previewUrl(uid, documentId, locale, status = 'draft') {
    const query = new URLSearchParams({ documentId, locale, status });
    const answer = await this.#json('GET', `/content-manager/preview/url/${uid}?${query}`);
    return answer.data.url;
  }

  /**
   * Uploads files to the media library as its upload dialog does; the files' rows.
   * @param {{ name: string, type: string, content: string }[]} files
   */
  async upload(files) {
    const form = () => {
      const body = new FormData();
      for (const { name, type, content } of files) body.append('files', new Blob([content], { type }), name);
      return body;
    };
    const answer = await this.#send('POST', '/upload', form);
    if (!answer.ok) throw new Error(`POST /upload answered ${answer.status}: ${await answer.text()}`);
    return answer.json();
  }

  /** Deletes a file from the media library. */
  async deleteFile(id) {
    await this.#json('DELETE', `/upload/files/${id}`);
  }

  /**
   * Saves a new entry of a type without languages or drafts as the admin's Save does: the
   * answer's status and body, a refusal too (its error says why, as the admin's notice does).
   */
  async save(uid, data) {
    const answer = await this.#send('POST', `/content-manager/collection-types/${uid}`, () => JSON.stringify(data));
    return { status: answer.status, body: await answer.json() };
  }

  /** How many entries of a collection type the admin's list counts. */
  async total(uid) {
    return (await this.#json('GET', `/content-manager/collection-types/${uid}?page=1&pageSize=1`)).pagination.total;
  }

  /** A request with the editor's token, once more with a new one if the cms no longer takes it; `body` makes the body for each try. */
  async #send(method, path, body, renewed = false) {
    const payload = body?.();
    const headers = { Authorization: `Bearer ${this.token}`, ...(typeof payload === 'string' ? { 'Content-Type': 'application/json' } : {}) };
    const answer = await fetch(`${this.cmsUrl}${path}`, { method, headers, body: payload });
    if (answer.status !== 401 || renewed) return answer;
    this.token = await this.#login();
    return this.#send(method, path, body, true);
  }

  async #json(method, path, body) {
    const answer = await this.#send(method, path, body === undefined ? undefined : () => JSON.stringify(body));
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
    return answer.json();
  }

  #post(path, body) {
    return fetch(`${this.cmsUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }
}

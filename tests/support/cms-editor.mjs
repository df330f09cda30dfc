// An editor in the Strapi admin, through the same admin API the admin panel uses: changes,
// publishes and previews content, which fires the cms's webhooks exactly as clicking would.
const EDITOR = { firstname: 'Test', lastname: 'Editor', email: 'editor@ytbanken.test', password: 'Editor-Passw0rd!' };

export class CmsEditor {
  /** @param {string} cmsUrl */
  constructor(cmsUrl) {
    this.cmsUrl = cmsUrl;
    /** @type {string | undefined} */
    this.token = undefined;
  }

  /** Signs in, creating the first administrator on a fresh database. */
  async signIn() {
    const registered = await this.#post('/admin/register-admin', EDITOR, false);
    const answer = registered.ok ? registered : await this.#post('/admin/login', { email: EDITOR.email, password: EDITOR.password }, false);
    if (!answer.ok) throw new Error(`admin sign-in answered ${answer.status}: ${await answer.text()}`);
    this.token = (await answer.json()).data.token;
    return this;
  }

  /** Creates a draft of a collection-type document; its documentId. */
  async create(uid, locale, data) {
    const answer = await this.#json('POST', `/content-manager/collection-types/${uid}?locale=${locale}`, data);
    return answer.data.documentId;
  }

  /** Deletes a document in one locale. */
  async delete(uid, documentId, locale) {
    await this.#json('DELETE', `/content-manager/collection-types/${uid}/${documentId}?locale=${locale}`);
  }

  /** Reads a document as the admin sees it (draft by default). */
  async get(uid, documentId, locale, status = 'draft') {
    return (await this.#json('GET', `/content-manager/collection-types/${uid}/${documentId}?locale=${locale}&status=${status}`)).data;
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

  /** The URL the admin's preview button opens for a document. */
  async previewUrl(uid, documentId, locale, status = 'draft') {
    const query = new URLSearchParams({ documentId, locale, status });
    const answer = await this.#json('GET', `/content-manager/preview/url/${uid}?${query}`);
    return answer.data.url;
  }

  async #json(method, path, body) {
    const answer = await fetch(`${this.cmsUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
    return answer.json();
  }

  #post(path, body, auth = true) {
    return fetch(`${this.cmsUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify(body),
    });
  }
}

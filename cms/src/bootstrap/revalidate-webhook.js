'use strict';

const WEBHOOK_NAME = 'site-revalidate';
const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'];

/**
 * The site caches what it reads from the cms and is told about changes by this webhook,
 * kept in step with the environment at every boot (editors see it under Settings →
 * Webhooks; changes made there are put back at the next start). Without a secret there is
 * no webhook, and the site falls back to its cache lifetime.
 */
async function ensureRevalidateWebhook(strapi) {
  const secret = process.env.REVALIDATE_SECRET;
  const siteUrl = process.env.REVALIDATE_URL || (process.env.SITE_URL && `${process.env.SITE_URL.replace(/\/$/, '')}/api/revalidate`);
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === WEBHOOK_NAME);

  if (!secret || !siteUrl) {
    if (existing) {
      await store.deleteWebhook(existing.id);
      runner.remove(existing);
    }
    strapi.log.warn('REVALIDATE_SECRET or SITE_URL is missing: the site is not told about content changes');
    return;
  }

  const wanted = { name: WEBHOOK_NAME, url: siteUrl, headers: { Authorization: `Bearer ${secret}` }, events: EVENTS, isEnabled: true };
  const webhook = existing ? await store.updateWebhook(existing.id, wanted) : await store.createWebhook(wanted);
  runner.update(webhook);
}

module.exports = { ensureRevalidateWebhook, WEBHOOK_NAME };

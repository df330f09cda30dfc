'use strict';

const data = require('../../seed/data');
const { PRODUCER_ROLE } = require('../extensions/users-permissions/producer-staff');

const USER = 'plugin::users-permissions.user';

/**
 * A demo producer's account for the producers' desk, from DEMO_PRODUCER_EMAIL and
 * DEMO_PRODUCER_PASSWORD (written with a random password to cms/.env by `npm start`, never
 * committed): confirmed, with the producer role, linked to the first demo producer. Without
 * the two variables there is none. An account that exists keeps its password; only its role
 * and producer are put back.
 */
async function seedDemoProducer(strapi, env = process.env) {
  const email = (env.DEMO_PRODUCER_EMAIL || '').trim().toLowerCase();
  const password = env.DEMO_PRODUCER_PASSWORD || '';
  if (!email || !password) return;
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: PRODUCER_ROLE.type }, select: ['id'] });
  const producer = await strapi.documents('api::producer.producer').findFirst({ filters: { slug: data.producers[0].slug }, locale: 'sv', fields: ['slug'] });
  if (!role || !producer) return;
  const links = { role: role.id, producers: [producer.documentId] };
  const existing = await strapi.db.query(USER).findOne({ where: { email }, select: ['documentId'] });
  if (existing) {
    await strapi.documents(USER).update({ documentId: existing.documentId, data: links });
    return;
  }
  await strapi.documents(USER).create({
    data: { username: 'demo-producent', email, password, provider: 'local', confirmed: true, blocked: false, ...links },
  });
  strapi.log.info(`Created the demo producer account ${email} (DEMO_PRODUCER_EMAIL) for the producers' desk`);
}

module.exports = { seedDemoProducer };

'use strict';

const USER = 'plugin::users-permissions.user';

/** The role an editor gives a producer's staff in the admin, beside the producers they act for. */
const PRODUCER_ROLE = { type: 'producer', name: 'Producer', description: "A producer's staff: the producers' desk for the producers linked to the account" };

/**
 * The producers an account acts for, set by an editor in the admin (Content Manager → User →
 * producers). Private: the account's own answers (/users/me) never list it, and no content-API
 * route lets a user change it.
 */
function producersAttribute(userSchema) {
  userSchema.attributes.producers = { type: 'relation', relation: 'manyToMany', target: 'api::producer.producer', private: true, configurable: false };
}

/**
 * The documentIds of the producers `userId` acts for, or none when the account does not have
 * the producer role: a link left behind after an editor takes the role away gives no reach.
 * documentIds, since a producer's rows differ by language and by draft and published.
 */
async function producersOf(strapi, userId) {
  const user = await strapi.db.query(USER).findOne({
    where: { id: userId },
    select: ['id'],
    populate: { role: { select: ['type'] }, producers: { select: ['documentId'] } },
  });
  if (user?.role?.type !== PRODUCER_ROLE.type) return [];
  return [...new Set((user.producers ?? []).map((producer) => producer.documentId))];
}

module.exports = { PRODUCER_ROLE, producersAttribute, producersOf };

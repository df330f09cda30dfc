'use strict';

const { bearsSiteToken } = require('../bootstrap/site-token');

class QueryBoundError extends Error {}

const LOGICAL = new Set(['$and', '$or', '$not']);

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * What following `attribute` costs: a relation (or media) is a hop to its target, to-many or
 * not; a component or dynamic zone is no hop. A relation held by a component is an editor's
 * pick (a block's few products), so it does not count as a to-many fan-out.
 */
function stepOf(attribute, inComponent) {
  if (attribute.type === 'media') return { hop: true, target: 'plugin::upload.file', toMany: Boolean(attribute.multiple) && !inComponent, media: true };
  if (attribute.type !== 'relation') return { hop: false };
  if (!attribute.target || attribute.relation.startsWith('morph')) return { hop: true, morph: true };
  return { hop: true, target: attribute.target, toMany: /Many$/.test(attribute.relation) && !inComponent };
}

/** One relation step further along a path, or a refusal naming the path. */
function advance(state, attribute, name, limit, what) {
  const step = stepOf(attribute, state.inComponent);
  if (!step.hop) return state;
  const path = [...state.path, name];
  if (step.morph || state.media) throw new QueryBoundError(`${what} cannot follow ${path.join('.')}`);
  const next = { path, hops: state.hops + 1, toMany: state.toMany + (step.toMany ? 1 : 0), media: Boolean(step.media), inComponent: false };
  if (next.hops > limit) throw new QueryBoundError(`${what} follows at most ${limit} relation${limit === 1 ? '' : 's'} (${path.join('.')})`);
  return next;
}

const start = () => ({ path: [], hops: 0, toMany: 0, media: false, inComponent: false });

/** What one statement has asked so far: conditions, joins (filters and sort together) and to-many crossings. */
const newCount = () => ({ conditions: 0, joins: 0, toMany: 0 });

/**
 * Counts one join of a statement (a relation or a component crossed, in filters or sort): each
 * is a join of its own in Strapi's SQL, two tables, however often the same path is named.
 */
function join(count, limits) {
  count.joins += 1;
  if (count.joins > limits.joins) throw new QueryBoundError(`filters and sort cross at most ${limits.joins} relations or components in all`);
}

/**
 * A filter's crossing of a to-many relation (or a repeatable component, or several media
 * files): the database reads every row once for each entry it holds, and again for each further
 * one, so only one in all, and only as a path's first step.
 */
function crossToMany(state, path, count, limits) {
  if (state.hops > 0 || state.toManyBefore) throw new QueryBoundError(`A filter crosses a to-many relation only as its first step (${path.join('.')})`);
  count.toMany += 1;
  if (count.toMany > limits.filterToMany)
    throw new QueryBoundError(
      `filters cross at most ${limits.filterToMany} to-many relation${limits.filterToMany === 1 ? '' : 's'} in all (${path.join('.')})`,
    );
}

function checkFilters(model, uid, filters, state, limits, count) {
  if (Array.isArray(filters)) {
    for (const item of filters) checkFilters(model, uid, item, state, limits, count);
    return;
  }
  if (!isObject(filters)) return;
  const attributes = model(uid)?.attributes ?? {};
  for (const [key, value] of Object.entries(filters)) {
    if (LOGICAL.has(key)) {
      checkFilters(model, uid, value, state, limits, count);
      continue;
    }
    if (key.startsWith('$')) {
      count.conditions += 1;
      if (count.conditions > limits.conditions) throw new QueryBoundError(`filters hold at most ${limits.conditions} conditions`);
      continue;
    }
    const attribute = attributes[key];
    // Strapi's own validation refuses a name the type does not have.
    if (!attribute) continue;
    if (attribute.type === 'component') {
      const path = [...state.path, key];
      join(count, limits);
      if (attribute.repeatable) crossToMany(state, path, count, limits);
      checkFilters(
        model,
        attribute.component,
        value,
        { ...state, path, inComponent: true, toManyBefore: state.toManyBefore || Boolean(attribute.repeatable) },
        limits,
        count,
      );
      continue;
    }
    const next = advance(state, attribute, key, limits.filterHops, 'A filter');
    if (next === state) {
      // A plain field: `name: 'x'` is one condition, `name: { $contains: 'x' }` counts its operators.
      if (!isObject(value)) count.conditions += 1;
      else checkFilters(model, uid, value, state, limits, count);
      if (count.conditions > limits.conditions) throw new QueryBoundError(`filters hold at most ${limits.conditions} conditions`);
      continue;
    }
    join(count, limits);
    const toMany = next.toMany > state.toMany;
    if (toMany) crossToMany(state, next.path, count, limits);
    checkFilters(
      model,
      attribute.type === 'media' ? 'plugin::upload.file' : attribute.target,
      value,
      { ...next, toManyBefore: state.toManyBefore || toMany },
      limits,
      count,
    );
  }
}

/** `sort` in any form Strapi reads ('a:asc,b.c', ['a:asc'], { a: 'asc', b: { c: 'desc' } }) as attribute paths. */
function sortPaths(sort) {
  if (typeof sort === 'string')
    return sort
      .split(',')
      .map((part) => part.split(':')[0].trim().split('.'))
      .filter((path) => path[0]);
  if (Array.isArray(sort)) return sort.flatMap(sortPaths);
  if (isObject(sort))
    return Object.entries(sort).flatMap(([key, value]) => (isObject(value) || Array.isArray(value) ? sortPaths(value).map((path) => [key, ...path]) : [[key]]));
  return [];
}

function checkSort(model, uid, sort, limits, count) {
  const paths = sortPaths(sort);
  if (paths.length > limits.sortFields) throw new QueryBoundError(`A list is sorted by at most ${limits.sortFields} fields`);
  for (const path of paths) {
    let type = uid;
    let state = start();
    for (const name of path) {
      const attribute = model(type)?.attributes?.[name];
      if (!attribute) break;
      const here = [...state.path, name];
      if (attribute.type === 'component') {
        // Sorting by a repeatable component's field is sorting by a to-many relation.
        if (attribute.repeatable) throw new QueryBoundError(`A sort cannot follow the repeatable component ${here.join('.')}`);
        join(count, limits);
        type = attribute.component;
        state = { ...state, path: here, inComponent: true };
        continue;
      }
      const step = stepOf(attribute, false);
      if (step.toMany) throw new QueryBoundError(`A sort cannot follow the to-many relation ${here.join('.')}`);
      const next = advance(state, attribute, name, limits.sortHops, 'A sort');
      if (next !== state) join(count, limits);
      state = next;
      type = step.target ?? type;
    }
  }
}

/** `populate` in any form Strapi reads ('*', 'a,b.c', ['a.b'], { a: { populate: … } }) as one tree. */
function populateTree(populate) {
  if (typeof populate === 'string') {
    return populate
      .split(',')
      .map((path) => path.trim())
      .filter(Boolean)
      .reduce((tree, path) => mergePath(tree, path.split('.')), {});
  }
  if (Array.isArray(populate)) return populate.reduce((tree, item) => ({ ...tree, ...populateTree(item) }), {});
  return isObject(populate) ? populate : {};
}

function mergePath(tree, [first, ...rest]) {
  if (rest.length === 0) return { ...tree, [first]: tree[first] ?? true };
  const below = isObject(tree[first]) ? tree[first] : {};
  return { ...tree, [first]: { ...below, populate: mergePath(populateTree(below.populate), rest) } };
}

function checkPopulate(model, uid, populate, state, limits) {
  const attributes = model(uid)?.attributes ?? {};
  const tree = populateTree(populate);
  const entries = '*' in tree || populate === true ? Object.keys(attributes).map((name) => [name, true]) : Object.entries(tree);
  for (const [name, value] of entries) {
    const attribute = attributes[name];
    if (!attribute || value === false || value === 'false') continue;
    if (attribute.type === 'component' || attribute.type === 'dynamiczone') {
      checkBelow(model, attribute, value, { ...state, path: [...state.path, name], inComponent: true }, limits);
      continue;
    }
    const step = stepOf(attribute, state.inComponent);
    if (!step.hop) continue;
    const next = advance(state, attribute, name, limits.populateHops, 'A populate');
    if (next.toMany > limits.toManyPerPath)
      throw new QueryBoundError(`A populate follows at most ${limits.toManyPerPath} to-many relation (${next.path.join('.')})`);
    // Below a relation, every entry of a to-many relation comes again for each row above it: a
    // producer's products for each of a page of that producer's products. Media files are an
    // editor's few picks (a saved material's product images), so they may come there.
    if (!limits.toManyBelowTop && state.hops > 0 && next.toMany > state.toMany && !step.media)
      throw new QueryBoundError(`A populate follows a to-many relation only at the top (${next.path.join('.')})`);
    checkBelow(model, { ...attribute, target: step.target }, value, next, limits);
  }
}

/** What a populate entry asks of its target: its own populate, and filters and sort there. */
function checkBelow(model, attribute, value, state, limits) {
  // `true` as a query string sends it: the attribute itself, nothing below it.
  if (value === true || value === 'true' || (!isObject(value) && typeof value !== 'string' && !Array.isArray(value))) return;
  const entry = isObject(value) ? value : { populate: value };
  const targets = attribute.type === 'dynamiczone' ? attribute.components : [attribute.target ?? attribute.component];
  if (attribute.type === 'dynamiczone' && isObject(entry.on)) {
    for (const [component, below] of Object.entries(entry.on)) {
      if (!attribute.components.includes(component)) continue;
      checkBelow(model, { type: 'component', component }, below, state, limits);
    }
  }
  for (const target of targets) {
    if (entry.populate !== undefined) {
      if (state.media && entry.populate) throw new QueryBoundError(`A populate cannot follow ${state.path.join('.')}`);
      checkPopulate(model, target, entry.populate, state, limits);
    }
    // A populate's own filters and sort are a statement of their own.
    const count = newCount();
    if (entry.filters !== undefined) checkFilters(model, target, entry.filters, { ...start(), media: state.media }, limits, count);
    if (entry.sort !== undefined) checkSort(model, target, entry.sort, limits, count);
  }
}

function checkPagination(query, limits) {
  const pagination = isObject(query.pagination) ? query.pagination : {};
  const numbers = (...values) => values.map(Number).filter(Number.isFinite);
  const [page = 1] = numbers(pagination.page);
  const [pageSize = 25] = numbers(pagination.pageSize);
  const [start = 0] = numbers(pagination.start, query.start);
  const offset = Math.max((page - 1) * Math.max(pageSize, 1), start);
  if (offset > limits.offset) throw new QueryBoundError(`A list reads at most ${limits.offset} entries in; narrow it with filters`);
}

/**
 * Refuses (QueryBoundError) a content-API query on `uid` that crosses more relations, more
 * to-many relations, more conditions or a larger offset than `limits`. `model(uid)` is
 * Strapi's getModel.
 */
function checkQuery(model, uid, query, limits) {
  const count = newCount();
  if (query.filters !== undefined) checkFilters(model, uid, query.filters, start(), limits, count);
  if (query.sort !== undefined) checkSort(model, uid, query.sort, limits, count);
  if (query.populate !== undefined) checkPopulate(model, uid, query.populate, start(), limits);
  checkPagination(query, limits);
}

/**
 * The content API's limits, ahead of any database work, for the site's own token. Set as
 * options on the middleware in config/middlewares.js (they are a shape, not per-deployment
 * tuning).
 */
const DEFAULTS = {
  // surface → product → producer: the site's search filters no further.
  filterHops: 2,
  // One to-many relation in all of a statement's filters, as its path's first step: each is a
  // join that repeats every row once for each entry it holds, and Strapi joins the same path
  // again for every condition that names it. The site's filters cross none.
  filterToMany: 1,
  // A sort crosses at most one to-one relation: sorting by a to-many relation sorts every row
  // by a join per row, which is what stalled the cms for minutes.
  sortHops: 1,
  // Each sort field through a relation is a join of its own; the site sorts by two fields.
  sortFields: 5,
  // material → surface → product → producer, the deepest answer the site reads.
  populateHops: 3,
  // One to-many relation in a path: a second multiplies the first (a producer's products'
  // surfaces, for each of a page of products).
  toManyPerPath: 1,
  // The site's surface page reads a surface's product's surfaces (a to-many below the top).
  toManyBelowTop: true,
  conditions: 60,
  // Relations and components crossed by one statement's filters and sort together, two tables
  // each: with the main table and a populate's own link, 51 tables, within SQLite's 64.
  joins: 24,
  offset: 10_000,
};

/**
 * What every other caller may ask (a signed-in user, the public role, any other API token):
 * the site's token's limits, and a to-many relation populated only at the top. Anyone may sign
 * up, and a user may list the catalogue types their own records point at.
 */
const OTHERS = { toManyBelowTop: false };

/**
 * The database's own refusals of a question that is too large: a client's mistake (400),
 * not the cms failing (500).
 */
const TOO_LARGE = [
  /too many SQL variables/i,
  /at most \d+ tables in a join/i,
  /too many (range table entries|arguments)/i,
  /too many terms in (ORDER BY|compound SELECT)/i,
  /cannot pass more than \d+ arguments/i,
  /target lists can have at most/i,
  /expression tree is too large/i,
  /parser stack overflow/i,
];

function isTooLarge(error) {
  const message = error?.message ?? '';
  return TOO_LARGE.some((pattern) => pattern.test(message));
}

/**
 * A value in the question that does not fit its field: PostgreSQL's data exceptions (SQLSTATE
 * class 22: `id=abc`, a number out of range, a NUL byte in text), Strapi's own reading of a
 * number (`lrv=abc`) and an operator given the wrong shape (`$between` with one value). The
 * client's mistake (400), not the cms failing (500); SQLite compares such values and finds nothing.
 */
const UNFIT_VALUE = [/^Expected a valid (Number|BigInteger), got /, /^The second argument to whereBetween must be an array/];

function isUnfitValue(error) {
  if (typeof error?.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code) && typeof error.severity === 'string') return true;
  const message = error?.message ?? '';
  return UNFIT_VALUE.some((pattern) => pattern.test(message));
}

/** PostgreSQL's statement_timeout ending a statement (config/database.js). */
const isOutOfTime = (error) => error?.code === '57014' || /canceling statement due to statement timeout/i.test(error?.message ?? '');

/**
 * The plugins' content-API paths that read a content type, by their first segments. Each is
 * closed to the public and signed-in roles (bootstrap/permissions.js); an editor's click may
 * open one until the next boot, and then it is bounded like any other.
 */
const PLUGIN_PATHS = [
  [['users'], 'plugin::users-permissions.user'],
  [['users-permissions', 'roles'], 'plugin::users-permissions.role'],
  [['upload', 'files'], 'plugin::upload.file'],
  [['i18n', 'locales'], 'plugin::i18n.locale'],
];

/** The content type a `/api/...` path reads: a plugin's path, or a type's plural (collections) or singular (single types) name. */
function typeByPath(strapi) {
  let byName;
  return (path) => {
    if (!byName) {
      byName = new Map();
      for (const [uid, type] of Object.entries(strapi.contentTypes)) {
        if (!uid.startsWith('api::')) continue;
        byName.set(type.kind === 'singleType' ? type.info.singularName : type.info.pluralName, uid);
      }
    }
    const segments = path.split('/').slice(2);
    const plugin = PLUGIN_PATHS.find(([prefix]) => prefix.every((segment, i) => segments[i] === segment));
    if (plugin) return plugin[1];
    return segments[0] ? byName.get(segments[0]) : undefined;
  };
}

/**
 * global::bounded-queries, after strapi::query in config/middlewares.js: every content-API
 * question, whoever asks (the public role, a user, the site's own token), stays within a
 * relation depth in its filters, sort and populate, a number of joins, conditions and sort
 * fields and an offset, refused with a 400 before it reaches the database; callers other than
 * the site's token populate a to-many relation only at the top. Paths of custom routes that
 * name no content type (the product list, the site search) parse their own parameters.
 */
module.exports = (config, { strapi }) => {
  const { errors } = require('@strapi/utils');
  const limits = { ...DEFAULTS, ...config };
  const othersLimits = { ...limits, ...OTHERS };
  const typeOf = typeByPath(strapi);
  const model = (uid) => strapi.getModel(uid);

  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    const uid = typeOf(ctx.path);
    if (uid) {
      try {
        checkQuery(model, uid, ctx.query ?? {}, bearsSiteToken(ctx) ? limits : othersLimits);
      } catch (error) {
        if (error instanceof QueryBoundError) throw new errors.ValidationError(error.message);
        throw error;
      }
    }
    try {
      await next();
    } catch (error) {
      if (isTooLarge(error)) throw new errors.ValidationError('The question is too large for the database; ask for less');
      if (isUnfitValue(error)) throw new errors.ValidationError('A value in the question does not fit its field');
      if (isOutOfTime(error)) {
        // Busy, not broken: the site shows its busy notice and the visitor may try again.
        ctx.status = 503;
        ctx.set('Retry-After', '10');
        ctx.body = {
          data: null,
          error: { status: 503, name: 'ServiceUnavailableError', message: 'The question took longer than the database allows', details: {} },
        };
        return;
      }
      throw error;
    }
  };
};

module.exports.DEFAULTS = DEFAULTS;
module.exports.OTHERS = OTHERS;
module.exports.isTooLarge = isTooLarge;
module.exports.isUnfitValue = isUnfitValue;
module.exports.isOutOfTime = isOutOfTime;
module.exports.checkQuery = checkQuery;
module.exports.QueryBoundError = QueryBoundError;

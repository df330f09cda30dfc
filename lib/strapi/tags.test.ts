import { describe, expect, it } from 'vitest';
import { tagsForChange } from './tags';

describe('tagsForChange', () => {
  it('makes the type and the document stale', () => {
    expect(tagsForChange('api::product.product', 'abc123')).toEqual(['strapi:product', 'strapi:product:abc123']);
    expect(tagsForChange('api::page.page', 'p1')).toEqual(['strapi:page', 'strapi:page:p1']);
  });

  it('makes only the type stale for single types and entries without an id', () => {
    expect(tagsForChange('api::global.global', undefined)).toEqual(['strapi:global']);
  });

  it('ignores what the site does not cache, and inherited names', () => {
    expect(tagsForChange('plugin::users-permissions.user', 'u1')).toEqual([]);
    expect(tagsForChange('api::measurement.measurement', 'm1')).toEqual([]);
    expect(tagsForChange('constructor', 'x')).toEqual([]);
    expect(tagsForChange('__proto__', 'x')).toEqual([]);
  });
});

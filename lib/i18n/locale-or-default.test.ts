import { describe, expect, it } from 'vitest';
import { localeOrDefault } from './locale-or-default';

describe('localeOrDefault', () => {
  it.each(['sv', 'en'])('keeps a locale the site has (%s)', (locale) => {
    expect(localeOrDefault(locale)).toBe(locale);
  });

  it.each([undefined, null, '', 'de', 'EN', 'en-GB', ['en'], 1])('answers Swedish for anything else (%j)', (candidate) => {
    expect(localeOrDefault(candidate)).toBe('sv');
  });
});

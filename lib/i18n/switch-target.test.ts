import { describe, expect, it } from 'vitest';
import { isSafePath, switchTarget } from './switch-target';

const pages: Record<string, string | null> = { 'om-oss': 'about-us', 'bara-svenska': null };
const lookup = async (slug: string) => (slug in pages ? pages[slug] : undefined);

describe('switchTarget', () => {
  it('follows a cms page to its slug in the other language', async () => {
    await expect(switchTarget('/om-oss', lookup)).resolves.toBe('/about-us');
  });

  it('goes home when the page does not exist in the other language', async () => {
    await expect(switchTarget('/bara-svenska', lookup)).resolves.toBe('/');
  });

  it('keeps every other path as it is', async () => {
    await expect(switchTarget('/products', lookup)).resolves.toBe('/products');
    await expect(switchTarget('/products/abc123', lookup)).resolves.toBe('/products/abc123');
    await expect(switchTarget('/', lookup)).resolves.toBe('/');
  });
});

describe('isSafePath', () => {
  it('accepts site paths', () => {
    for (const path of ['/', '/om-oss', '/products?category=tiles&page=2', '/search?q=k%C3%A4rl']) {
      expect(isSafePath(path), path).toBe(true);
    }
  });

  it.each([
    '//evil.example/x',
    'https://evil.example',
    'https:evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r//evil.example',
    'javascript:alert(1)',
    '/.//evil.example',
    '/..//evil.example',
    '/a/b/../..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example?x=1',
    '',
    'evil.example',
    `/${'a'.repeat(600)}`,
  ])('refuses %j', (path) => {
    expect(isSafePath(path)).toBe(false);
  });
});

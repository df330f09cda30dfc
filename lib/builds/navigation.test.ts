import { describe, expect, it } from 'vitest';
import { clientNavigationTarget } from './navigation';

const location = { origin: 'https://ytbanken.se', href: 'https://ytbanken.se/produkter?sida=2' };
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = (href: string, target = '', download = false) => ({
  href,
  target,
  hasAttribute: (name: string) => name === 'download' && download,
});

describe('clientNavigationTarget', () => {
  it('is the target of a plain click on a same-origin link', () => {
    expect(clientNavigationTarget(click, anchor('/om-oss'), location)).toBe('https://ytbanken.se/om-oss');
    expect(clientNavigationTarget(click, anchor('/produkter#top'), location)).toBe('https://ytbanken.se/produkter#top');
  });

  it('leaves to the browser what it does without the router', () => {
    expect(clientNavigationTarget({ ...click, metaKey: true }, anchor('/om-oss'), location)).toBeNull();
    expect(clientNavigationTarget({ ...click, button: 1 }, anchor('/om-oss'), location)).toBeNull();
    expect(clientNavigationTarget({ ...click, defaultPrevented: true }, anchor('/om-oss'), location)).toBeNull();
    expect(clientNavigationTarget(click, anchor('/om-oss', '_blank'), location)).toBeNull();
    expect(clientNavigationTarget(click, anchor('/fil.pdf', '', true), location)).toBeNull();
    expect(clientNavigationTarget(click, anchor('https://example.com/'), location)).toBeNull();
    expect(clientNavigationTarget(click, anchor('/produkter?sida=2#filter'), location)).toBeNull();
  });
});

// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import { storageKey } from './picks';
import { PicksTray } from './PicksTray';

vi.mock('@/i18n/navigation', () => ({
  usePathname: () => '/products',
  Link: ({ href, children, ...rest }: { href: unknown; children: ReactNode; className?: string }) => (
    <a href={typeof href === 'string' ? href : '#compare'} {...rest}>
      {children}
    </a>
  ),
}));

const [oak, ash, pine] = ['aaaaaaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbbbb', 'cccccccccccccccccccccccc'];

afterEach(() => window.localStorage.clear());

describe.each(LOCALES)('PicksTray (%s)', (locale) => {
  const t = messagesOf(locale).PicksTray;

  it('with only samples picked names the sample order and offers no comparison', () => {
    window.localStorage.setItem(storageKey('samples'), JSON.stringify([oak, ash]));
    renderIn(locale, ['PicksTray'], <PicksTray />);
    const heading = t.samplesTitle.replace('{count}', '2').replace('{max}', '10');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain(heading);
    expect(screen.queryByText(t.title.replace('{count}', '0').replace('{max}', '4'))).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('folds to one button that says what is picked, and opens with the keyboard on its first control', () => {
    window.localStorage.setItem(storageKey('compare'), JSON.stringify([oak, pine]));
    window.localStorage.setItem(storageKey('samples'), JSON.stringify([ash]));
    renderIn(locale, ['PicksTray'], <PicksTray />);
    const toggle = screen.getByRole('button', { expanded: false });
    expect(toggle.textContent).toMatch(/2 .* · 1 /);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(document.activeElement).toBe(toggle);
  });
});

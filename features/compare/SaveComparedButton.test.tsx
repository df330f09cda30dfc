// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import { compareReturnTo } from './ids';
import { SaveComparedButton } from './SaveComparedButton';

vi.mock('@/i18n/navigation', () => import('@/tests/unit/anchor-link'));

const ids = ['aaaaaaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbbbb'];

describe.each(LOCALES)('the compare page’s sign-in offer (%s)', (locale) => {
  it('signs in and comes back to the same comparison, its surfaces in the address', () => {
    renderIn(locale, ['SaveCompared'], <SaveComparedButton surfaceIds={ids} returnTo={compareReturnTo(ids)} />);
    const link = screen.getByRole('link', { name: messagesOf(locale).SaveCompared.signIn });
    const target = new URL(link.getAttribute('href')!, 'http://site.test');
    expect(target.pathname).toBe('/login');
    const back = new URL(target.searchParams.get('returnTo')!, 'http://site.test');
    expect(back.pathname).toBe('/compare');
    expect(back.searchParams.get('s')).toBe(ids.join(','));
  });
});

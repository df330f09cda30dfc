// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import { HeaderMenu } from './HeaderMenu';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('@/i18n/navigation', () => ({ usePathname: () => navigation.pathname }));

// The header's parts as Header.tsx hands them over: the navigation and the account corner
// fold away, the search (here a field whose Escape clears it, as the real one does) does not.
const parts = (
  <>
    <nav aria-label="Huvudmeny" className="site-nav site-menu__more">
      <a href="#produkter">Produkter</a>
      <a href="#kontakt">Kontakt</a>
    </nav>
    <div className="site-header__tools">
      <input
        type="search"
        aria-label="Sök"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && event.currentTarget.value) event.preventDefault();
        }}
      />
      <div className="site-header__account site-menu__more">
        <a href="#logga-in">Logga in</a>
      </div>
    </div>
  </>
);

function renderMenu(locale: (typeof LOCALES)[number]) {
  navigation.pathname = '/';
  const view = renderIn(locale, ['HeaderMenu'], <HeaderMenu>{parts}</HeaderMenu>);
  const button = screen.getByRole('button', { name: messagesOf(locale).HeaderMenu.button });
  return { view, button };
}

describe.each(LOCALES)('HeaderMenu (%s)', (locale) => {
  it('is a closed disclosure whose button controls the part holding the links', () => {
    const { button } = renderMenu(locale);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(menu).getByRole('navigation', { name: 'Huvudmeny' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Logga in' })).toBeTruthy();
  });

  it("opens on the button and puts the keyboard on the menu's first link", () => {
    const { button } = renderMenu(locale);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Produkter' }));
  });

  it('closes on Escape anywhere in the menu and gives the keyboard back to the button', () => {
    const { button } = renderMenu(locale);
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('link', { name: 'Logga in' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes on the button again, which keeps the keyboard', () => {
    const { button } = renderMenu(locale);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('leaves an Escape the search field used for itself to the field, and other keys alone', () => {
    const { button } = renderMenu(locale);
    fireEvent.click(button);
    const search = screen.getByRole('searchbox', { name: 'Sök' });
    fireEvent.change(search, { target: { value: 'ek' } });
    fireEvent.keyDown(search, { key: 'Escape' });
    fireEvent.keyDown(screen.getByRole('link', { name: 'Kontakt' }), { key: 'Enter' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('starts closed on the page a link in it led to', () => {
    const { view, button } = renderMenu(locale);
    fireEvent.click(button);
    navigation.pathname = '/products';
    act(() =>
      view.rerender(
        <NextIntlClientProvider locale={locale} messages={{ HeaderMenu: messagesOf(locale).HeaderMenu }}>
          <HeaderMenu>{parts}</HeaderMenu>
        </NextIntlClientProvider>,
      ),
    );
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { controlsWithin, useDisclosure } from '@/components/disclosure/useDisclosure';
import { usePathname } from '@/i18n/navigation';

const FIRST_IN_MENU = controlsWithin('.site-menu__more');

/**
 * The header's parts on a phone: a disclosure button that shows and hides the navigation and
 * the account corner. `children` are the server's header parts; those marked
 * `site-menu__more` are what a closed menu hides, the rest (the search) stays in sight.
 * On a wide screen the button is hidden and the parts stand in the header as they always
 * have (globals.css). Without a script the CSS (`scripting: none`) never folds the menu, so
 * every link stays reachable.
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  const t = useTranslations('HeaderMenu');
  const { open, buttonProps, partProps } = useDisclosure(FIRST_IN_MENU, { closeWhenChanged: usePathname() });

  return (
    <>
      <button {...buttonProps} className="menu-button">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          {open ? (
            <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        {t('button')}
      </button>
      <div {...partProps} className={open ? 'site-menu site-menu--open' : 'site-menu'}>
        {children}
      </div>
    </>
  );
}

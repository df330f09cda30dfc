'use client';

import { createNavigation } from 'next-intl/navigation';
import { type ComponentProps, useState } from 'react';
import { routing } from './routing';

const { Link } = createNavigation(routing);

/**
 * next-intl's Link, prefetching on intent: when the pointer rests on it, it gets the focus or
 * a finger touches it, which is a few hundred milliseconds before the click. Next.js's own
 * default prefetches every link that enters the viewport, which on a product list is eighteen
 * router payloads nobody asked for. A `prefetch` given explicitly still decides.
 */
export function IntentLink({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={prefetch ?? (intent ? null : false)}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}

'use client';

import { useEffect } from 'react';
import type { BeaconKind } from '@/lib/records/figures';

/**
 * Reports that these surfaces were seen (a surface page, a comparison) to the producers'
 * figures. Sent from the browser because the page itself comes from a cache; without
 * cookies, and whatever the consent, since it carries nothing about the visitor. keepalive
 * lets it finish when the visitor leaves at once; nothing waits for or shows its answer.
 */
export function CountBeacon({ kind, surfaces }: { kind: BeaconKind; surfaces: string[] }) {
  const key = surfaces.join(',');
  useEffect(() => {
    if (key === '') return;
    fetch('/api/figures', {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind, surfaces: key.split(',') }),
    }).catch(() => {});
  }, [kind, key]);
  return null;
}

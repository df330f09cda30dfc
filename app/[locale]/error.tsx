'use client';

import { ErrorBoundaryScreen } from '@/components/ErrorBoundaryScreen';

// Reached when a layout below fails (e.g. the producer layout): no page frame around it,
// so this boundary brings its own main landmark for the skip link.
export default function LocaleError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" className="main">
      <ErrorBoundaryScreen {...props} />
    </main>
  );
}

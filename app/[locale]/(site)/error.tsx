'use client';

// Error boundaries must be client components; the screen is shared by every boundary.
export { ErrorBoundaryScreen as default } from '@/components/ErrorBoundaryScreen';

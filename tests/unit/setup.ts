import { afterEach, beforeEach, vi } from 'vitest';

// A console.error or console.warn during a test is a bug the test did not expect: fail it.
// (React reports a missing act(), a bad prop or a key warning through these; next-intl a
// missing message.)
let logged: { level: 'error' | 'warn'; args: unknown[] }[] = [];
beforeEach(() => {
  logged = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push({ level, args });
    });
  }
});
afterEach(async () => {
  // Components rendered by Testing Library are unmounted after each test (vitest's globals
  // are off, so the library cannot register this itself).
  if (typeof document !== 'undefined') (await import('@testing-library/react')).cleanup();
  if (logged.length > 0) {
    const lines = logged.map(({ level, args }) => `console.${level}: ${args.map(String).join(' ')}`);
    throw new Error(`The console was called during the test:\n${lines.join('\n')}`);
  }
});

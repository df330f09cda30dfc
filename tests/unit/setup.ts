import { afterEach, beforeEach, vi } from 'vitest';

// A console.error during a test is a bug the test did not expect: fail it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test: ${errors.map((a) => a.join(' ')).join('\n')}`);
  }
});

import { afterEach, describe, expect, it } from 'vitest';
import { outage } from './outage';

afterEach(() => outage.end());

describe('outage', () => {
  it('fails fast for the pause, and counts a failed page as the outage’s for a while after it', () => {
    const start = 1_000_000;
    outage.begin(start);
    expect(outage.active(start + outage.durationMs - 1)).toBe(true);
    expect(outage.active(start + outage.durationMs)).toBe(false);
    // A page whose error took longer to render than the pause still answers 503.
    expect(outage.recent(start + 5_000)).toBe(true);
    expect(outage.recent(start + 60_000)).toBe(false);
  });

  it('is over as soon as the cms answers again', () => {
    outage.begin(1_000_000);
    outage.end();
    expect(outage.recent(1_000_001)).toBe(false);
    expect(outage.active(1_000_001)).toBe(false);
  });
});

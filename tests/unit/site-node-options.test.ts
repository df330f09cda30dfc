import { describe, expect, it } from 'vitest';
import { SEMI_SPACE_MB, siteNodeOptions } from '../../scripts/lib/site-node-options.mjs';

describe('siteNodeOptions', () => {
  it("adds the larger young generation to the caller's options, without a raised header limit", () => {
    expect(siteNodeOptions('--max-http-header-size=65536 --enable-source-maps')).toBe(`--enable-source-maps --max-semi-space-size=${SEMI_SPACE_MB}`);
    expect(siteNodeOptions('')).toBe(`--max-semi-space-size=${SEMI_SPACE_MB}`);
  });

  it("keeps the caller's own semi-space size", () => {
    expect(siteNodeOptions('--max-semi-space-size=32')).toBe('--max-semi-space-size=32');
  });
});

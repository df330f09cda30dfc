import { describe, expect, it } from 'vitest';
import { siteNodeOptions } from '../../scripts/lib/site-node-options.mjs';

describe('siteNodeOptions', () => {
  it("keeps the caller's options without a raised header limit", () => {
    expect(siteNodeOptions('--max-http-header-size=65536 --enable-source-maps')).toBe('--enable-source-maps');
    expect(siteNodeOptions('--max-http-header-size 65536')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { SITE_HEAP_MB, siteNodeOptions } from '../../scripts/lib/site-node-options.mjs';

describe('siteNodeOptions', () => {
  it("keeps the caller's options without a raised header limit", () => {
    expect(siteNodeOptions('--max-http-header-size=65536 --enable-source-maps')).toBe(`--enable-source-maps --max-old-space-size=${SITE_HEAP_MB}`);
    expect(siteNodeOptions('--max-http-header-size 65536')).toBe(`--max-old-space-size=${SITE_HEAP_MB}`);
  });

  it("caps the old generation, unless the caller's options name their own cap", () => {
    expect(siteNodeOptions('')).toBe(`--max-old-space-size=${SITE_HEAP_MB}`);
    expect(siteNodeOptions('--max-old-space-size=1024 --enable-source-maps')).toBe('--max-old-space-size=1024 --enable-source-maps');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { cms, siteRead } from './api';
import { scriptInBackground } from './script';

/**
 * Drafts are the editors' and the preview's: through the content API only the site's own token
 * may ask for them. Another API token an editor makes (an integration, an export) reads what
 * visitors read, whatever `status` it sends (the user and public side: content-api-bounds).
 */
describe('drafts and API tokens', () => {
  const draftName = `Utkast för tokens ${Date.now()}`;
  let otherToken = '';
  beforeAll(async () => {
    const [created] = await scriptInBackground<{ documentId?: string; error?: string }[]>(
      'create',
      'api::product.product',
      JSON.stringify({ name: draftName, category: 'paints', locale: 'sv' }),
    );
    expect(created?.error).toBeUndefined();
    otherToken = (await scriptInBackground<{ accessKey: string }>('api-token', `integration ${Date.now()}`)).accessKey;
    expect(otherToken.length).toBeGreaterThan(20);
  });

  it("are read with the site's token, and with no other token whatever the status says", async () => {
    const byName = `filters[name][$eq]=${encodeURIComponent(draftName)}&fields[0]=name&fields[1]=publishedAt`;
    const asSite = await siteRead(`/products?locale=sv&status=draft&${byName}`);
    expect((asSite.body.data as { name: string }[]).map((p) => p.name)).toEqual([draftName]);

    for (const status of ['status=draft', 'status=x', 'status=DRAFT', 'status[0]=draft', 'status[$eq]=draft', '']) {
      const asOther = await cms(`/products?locale=sv&${status}&${byName}`, { token: otherToken });
      expect(asOther.status, status).toBe(200);
      expect(asOther.body.data, status).toEqual([]);
      const rows = await cms(`/products?locale=sv&${status}&fields[0]=publishedAt&pagination[pageSize]=50`, { token: otherToken });
      const listed = rows.body.data as { publishedAt: string | null }[];
      expect(listed.length, status).toBeGreaterThan(0);
      expect(
        listed.filter((row) => row.publishedAt === null),
        status,
      ).toEqual([]);
    }
  });
});

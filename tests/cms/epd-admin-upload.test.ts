import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminEditor, cms, siteRead } from './api';
import { signedInUser } from './accounts';
import { epds, expectStored, parseEpd, samplesDir } from './epds';
import { script, scriptInBackground } from './script';
import { flowXml, processXml, sampleSpec, type EpdSpec } from '../support/ilcd-files';
import type { CmsEditor } from '../support/cms-editor.mjs';

// An editor uploads an EPD in the Strapi admin: its XML files to the media library, then an
// "EPD upload" entry with them through the Content Manager, exactly the calls the admin makes.

const UPLOAD = 'api::epd-upload.epd-upload';
/** This run's registration numbers: none of another test's, none of an earlier run's. */
const prefix = `ADMIN${randomUUID().slice(0, 8)}`;

let editor: CmsEditor;
let product: string;
let surface: string;
const files: number[] = [];
const entries: string[] = [];

/** A spec's two files, as an editor has them after downloading an EPD from its registry. */
const filesOf = (spec: EpdSpec) => [
  { name: `${spec.processUuid}.xml`, text: processXml(spec) },
  { name: `${spec.flowUuid}.xml`, text: flowXml(spec) },
];

/** Uploads files to the media library; their ids. */
async function upload(texts: { name: string; text: string }[]) {
  const rows = await editor.upload(texts.map(({ name, text }) => ({ name, type: 'application/xml', content: text })));
  files.push(...rows.map((row) => row.id));
  return rows.map((row) => row.id);
}

/** Saves an EPD upload in the Content Manager with those files, and a product or surface it covers. */
async function save(ids: number[], covers: { product?: string; surface?: string } = {}) {
  const data: Record<string, unknown> = { files: ids };
  if (covers.product) data.product = { connect: [{ documentId: covers.product, locale: 'sv' }] };
  if (covers.surface) data.surface = { connect: [{ documentId: covers.surface, locale: 'sv' }] };
  const answer = await editor.save(UPLOAD, data);
  const documentId = answer.body.data?.documentId;
  if (typeof documentId === 'string') entries.push(documentId);
  return answer;
}

/** The test's product as the site reads its draft: the EPD it points at. */
async function declarationOf(documentId: string) {
  const answer = await siteRead(`/products/${documentId}?locale=sv&status=draft&fields[0]=name&populate[declaration][fields][0]=registrationNumber`);
  expect(answer.status, JSON.stringify(answer.body?.error)).toBe(200);
  return (answer.body.data as { declaration: { registrationNumber: string } | null }).declaration;
}

beforeAll(async () => {
  editor = await adminEditor();
  const producers = await siteRead('/producers?locale=sv&fields[0]=name&pagination[pageSize]=1');
  const producer = (producers.body.data as { documentId: string }[])[0]!.documentId;
  const surfaces = await siteRead('/surfaces?locale=sv&fields[0]=name&pagination[pageSize]=1');
  surface = (surfaces.body.data as { documentId: string }[])[0]!.documentId;
  const [made] = await scriptInBackground<{ documentId?: string; error?: string }[]>(
    'create',
    'api::product.product',
    JSON.stringify({ name: `EPD-uppladdning ${prefix}`, category: 'flooring', locale: 'sv', producer }),
  );
  expect(made?.error).toBeUndefined();
  product = made!.documentId!;
});

afterAll(async () => {
  for (const documentId of entries) await editor.delete(UPLOAD, documentId);
  for (const id of files) await editor.deleteFile(id);
  if (product) script('remove', 'api::product.product', JSON.stringify({ documentId: product }));
});

describe('an EPD uploaded in the admin', () => {
  it('refuses a malformed or unsupported file, one without a process dataset, or a product and a surface both, says why, and writes nothing', async () => {
    const before = await editor.total(UPLOAD);
    const good = sampleSpec(0, prefix);
    const malformed = filesOf(sampleSpec(1, prefix));
    malformed[0]!.text = malformed[0]!.text.replace('</processDataSet>', '');
    const unsupported = filesOf({ ...sampleSpec(2, prefix), unit: 'length' });

    const refused = [
      [
        await upload(malformed),
        { product },
        /^The files were refused; nothing was imported\. .+\.xml: the process dataset is not well-formed XML: .+ \(line \d+\)$/,
      ],
      [await upload(unsupported), { product }, /\.xml: its declared unit is "838aaa23-0117-11db-92e3-0800200c9a66", which cannot become square metres/],
      [await upload(filesOf(good).slice(1)), { product }, /no ILCD process dataset among the files/],
      [await upload(filesOf(good)), { product, surface }, /^Give a product or a surface, not both/],
    ] as const;
    for (const [ids, covers, reason] of refused) {
      const answer = await save([...ids], covers);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.error).toMatchObject({ name: 'ValidationError', message: expect.stringMatching(reason) });
    }

    expect((await epds({ registrationNumber: { $startsWith: prefix } })).total).toBe(0);
    expect(await editor.total(UPLOAD)).toBe(before);
    expect(await declarationOf(product)).toBeNull();
  });

  it("imports the demo's sample files through the same importer, points the product at the EPD, and says it updated it; a new EPD is created", async () => {
    const processName = 'a5dcfa98-ec95-57b1-86c6-cade163936c3.xml';
    const processText = readFileSync(path.join(samplesDir, 'processes', processName), 'utf8');
    let flowName = '';
    const fromFile = await parseEpd(processText, async (uuid) => {
      flowName = `${uuid}.xml`;
      return readFileSync(path.join(samplesDir, 'flows', flowName), 'utf8');
    });
    const flowText = readFileSync(path.join(samplesDir, 'flows', flowName), 'utf8');

    // The seed imported it already: an upload of the same number updates it.
    const answer = await save(
      await upload([
        { name: processName, text: processText },
        { name: flowName, text: flowText },
      ]),
      { product },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({ outcome: `EPD ${String(fromFile.registrationNumber)}: updated` });
    const { rows } = await epds({ registrationNumber: { $eq: fromFile.registrationNumber } });
    expect(rows).toHaveLength(1);
    expectStored(rows[0]!, { ...fromFile, sourceFile: processName }, processName);
    expect(await declarationOf(product)).toEqual(expect.objectContaining({ registrationNumber: fromFile.registrationNumber }));

    const spec = sampleSpec(3, prefix);
    const created = await save(await upload(filesOf(spec)));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ outcome: `EPD ${spec.registrationNumber}: created` });
    const stored = (await epds({ registrationNumber: { $eq: spec.registrationNumber } })).rows;
    expect(stored).toHaveLength(1);
    expectStored(stored[0]!, await parseEpd(processXml(spec), async () => flowXml(spec)), spec.registrationNumber);

    // The outcome is the cms's: read-only in the admin's edit view.
    expect(script<Record<string, unknown>>('admin-edit', 'outcome', UPLOAD)[UPLOAD]).toMatchObject({ editable: false });
  });

  it('is for editors only: the site, the public and signed-in users neither read the uploads nor upload, and the cms serves the XML as a download in a sandbox', async () => {
    const user = await signedInUser();
    for (const token of [undefined, inject('cmsToken'), user.jwt]) {
      expect((await cms('/epd-uploads', { token })).status).toBe(404);
      const form = new FormData();
      form.append('files', new Blob(['<?xml version="1.0"?><a/>'], { type: 'application/xml' }), 'epd.xml');
      const answer = await fetch(`${inject('cmsUrl')}/api/upload`, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
      expect(answer.status, token ? 'with a token' : 'without one').toBe(403);
    }

    const [row] = await editor.upload([{ name: 'served.xml', type: 'application/xml', content: processXml(sampleSpec(4, prefix)) }]);
    files.push(row!.id);
    const served = await fetch(`${inject('cmsUrl')}${row!.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('content-disposition')).toBe('attachment');
    // Named or typed as a page or a picture, XML is refused before its content is looked at.
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const [name, type] of [
      ['drawing.svg', 'application/xml'],
      ['page.xhtml', 'application/xml'],
      ['epd.xml', 'image/svg+xml'],
    ] as const) {
      await expect(editor.upload([{ name, type, content: svg }]), name).rejects.toThrow(/answered 400: .*not allowed/);
    }
  });
});

/** The most any route handler reads of a request body. */
export const BODY_LIMIT = 100 * 1024;

export type BodyRefusal = 'invalidJson' | 'unsupportedType' | 'tooLarge';

/** A body the site will not read, with the status that says why. */
export class BodyError extends Error {
  override name = 'BodyError';
  constructor(
    readonly status: 400 | 413 | 415,
    readonly code: BodyRefusal,
  ) {
    super(code);
  }
}

const isJsonType = (contentType: string | null) => /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '');

/**
 * The bytes of a body, read as they arrive and given up on at `limit`: Content-Length is
 * checked first as a shortcut, but a client may leave it out or lie, so the stream decides.
 */
export async function readLimited(request: Request, limit = BODY_LIMIT): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => {});
    throw new BodyError(413, 'tooLarge');
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyError(413, 'tooLarge');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A JSON body within BODY_LIMIT. Refuses another content type (415), more than the
 * limit (413), and bytes that are not UTF-8 JSON (400), in that order: the cheap checks first.
 */
export async function readJson(request: Request, limit = BODY_LIMIT): Promise<unknown> {
  if (!isJsonType(request.headers.get('content-type'))) {
    await request.body?.cancel().catch(() => {});
    throw new BodyError(415, 'unsupportedType');
  }
  const bytes = await readLimited(request, limit);
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new BodyError(400, 'invalidJson');
  }
}

/** For a request that carries nothing worth reading (DELETE): only an oversized body is refused. */
export async function ignoreBody(request: Request, limit = BODY_LIMIT): Promise<void> {
  await readLimited(request, limit);
}

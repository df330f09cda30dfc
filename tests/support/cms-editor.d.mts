export class CmsEditor {
  constructor(cmsUrl: string);
  token: string | undefined;
  signIn(token?: string): Promise<CmsEditor>;
  create(uid: string, locale: string, data: Record<string, unknown>): Promise<string>;
  delete(uid: string, documentId: string, locale?: string): Promise<void>;
  get(uid: string, documentId: string, locale: string, status?: 'draft' | 'published'): Promise<Record<string, unknown>>;
  findContaining(uid: string, field: string, text: string): Promise<Record<string, unknown>[]>;
  updateAndPublish(uid: string, documentId: string, locale: string, data: Record<string, unknown>): Promise<void>;
  updateDraft(uid: string, documentId: string, locale: string, data: Record<string, unknown>): Promise<void>;
  unpublish(uid: string, documentId: string, locale: string): Promise<void>;
  publish(uid: string, documentId: string, locale: string): Promise<void>;
  createConfirmedUser(account: { username: string; email: string; password: string }): Promise<number>;
  makeProducerStaff(email: string, producerDocumentIds: string[]): Promise<void>;
  advancedSettings(): Promise<Record<string, unknown>>;
  setAdvancedSettings(settings: Record<string, unknown>): Promise<void>;
  providers(): Promise<Record<string, Record<string, unknown>>>;
  setProviders(providers: Record<string, Record<string, unknown>>): Promise<void>;
  upload(files: { name: string; type: string; content: string }[]): Promise<{ id: number; name: string; mime: string; url: string }[]>;
  deleteFile(id: number): Promise<void>;
  save(
    uid: string,
    data: Record<string, unknown>,
  ): Promise<{
    status: number;
    body: { data?: Record<string, unknown>; error?: { status: number; name: string; message: string; details?: Record<string, unknown> } };
  }>;
  total(uid: string): Promise<number>;
  previewUrl(uid: string, documentId: string, locale: string, status?: 'draft' | 'published'): Promise<string>;
}

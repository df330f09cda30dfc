import { vi } from 'vitest';

/**
 * Just the parts of Strapi the sample-order mailer touches, with a database of plain arrays:
 * the sample orders and the log of sent mails the hourly cap counts. `where` understands what
 * the mailer asks: equal values, $gt, $lt, $lte (dates), $in, $ne, $null, $notNull and $or;
 * findMany also `orderBy: { id }` and `limit`.
 */
type Row = Record<string, unknown> & { id: number; createdAt: Date };
type Where = Record<string, unknown>;

function matches(row: Row, where: Where = {}): boolean {
  return Object.entries(where).every(([field, wanted]) => {
    if (field === '$or') return (wanted as Where[]).some((each) => matches(row, each));
    const value = row[field];
    if (wanted && typeof wanted === 'object' && !(wanted instanceof Date)) {
      const ops = wanted as Record<string, unknown>;
      const time = (v: unknown) => new Date(v as string).getTime();
      // As in SQL, a missing date is neither before nor after any other.
      if (['$gt', '$lt', '$lte'].some((op) => op in ops) && value == null) return false;
      if ('$gt' in ops && !(time(value) > time(ops.$gt))) return false;
      if ('$lt' in ops && !(time(value) < time(ops.$lt))) return false;
      if ('$lte' in ops && !(time(value) <= time(ops.$lte))) return false;
      if ('$in' in ops && !(ops.$in as unknown[]).includes(value)) return false;
      if ('$ne' in ops && value === ops.$ne) return false;
      if ('$null' in ops && (value == null) !== ops.$null) return false;
      if ('$notNull' in ops && (value != null) !== ops.$notNull) return false;
      return true;
    }
    return value === wanted;
  });
}

function table(rows: Row[]) {
  let next = rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  return {
    rows,
    findOne: vi.fn(async ({ where }: { where: Where }) => rows.find((row) => matches(row, where)) ?? null),
    findMany: vi.fn(async ({ where, orderBy, limit }: { where?: Where; orderBy?: { id: 'asc' | 'desc' }; limit?: number } = {}) => {
      const found = rows.filter((row) => matches(row, where));
      if (orderBy) found.sort((a, b) => (orderBy.id === 'asc' ? a.id - b.id : b.id - a.id));
      return found.slice(0, limit);
    }),
    count: vi.fn(async ({ where }: { where?: Where } = {}) => rows.filter((row) => matches(row, where)).length),
    create: vi.fn(async ({ data }: { data: Record<string, unknown> }) => {
      const row = { id: next++, createdAt: new Date(), ...data } as Row;
      rows.push(row);
      return row;
    }),
    update: vi.fn(async ({ where, data }: { where: Where; data: Record<string, unknown> }) => {
      const row = rows.find((each) => matches(each, where));
      if (row) Object.assign(row, data);
      return row ?? null;
    }),
    updateMany: vi.fn(async ({ where, data }: { where: Where; data: Record<string, unknown> }) => {
      const found = rows.filter((row) => matches(row, where));
      for (const row of found) Object.assign(row, data);
      return { count: found.length };
    }),
    delete: vi.fn(async ({ where }: { where: Where }) => {
      const index = rows.findIndex((row) => matches(row, where));
      return index === -1 ? null : rows.splice(index, 1)[0];
    }),
    deleteMany: vi.fn(async ({ where }: { where: Where }) => {
      const keep = rows.filter((row) => !matches(row, where));
      const count = rows.length - keep.length;
      rows.splice(0, rows.length, ...keep);
      return { count };
    }),
  };
}

export interface SentMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export function fakeStrapi({
  orders = [] as Record<string, unknown>[],
  send = (async () => {}) as (mail: SentMail) => Promise<void>,
  mailsPerHour = 100,
  confirmationMailsPerHour = 100,
  mailsPerSenderPerHour = 100,
  confirmationMailsPerSenderPerHour = 100,
  confirmHours = 24,
  producers = [
    { documentId: 'p1', contactEmail: 'order@norrskog.example' as string | null },
    { documentId: 'p2', contactEmail: null },
  ],
} = {}) {
  const sent: SentMail[] = [];
  const sampleOrders = table(orders.map((order, i) => ({ id: i + 1, createdAt: new Date(), ...order }) as Row));
  const mailLog = table([]);
  const config: Record<string, unknown> = {
    'samples.mailsPerHour': mailsPerHour,
    'samples.confirmationMailsPerHour': confirmationMailsPerHour,
    'samples.mailsPerSenderPerHour': mailsPerSenderPerHour,
    'samples.confirmationMailsPerSenderPerHour': confirmationMailsPerSenderPerHour,
    'samples.confirmHours': confirmHours,
    'contact.recipient': 'owner@example.com',
  };
  const log = { error: vi.fn(), warn: vi.fn() };
  // A confirmed order opens one line per producer for the producers' desk; which orders did.
  const openedLines: Record<string, unknown>[] = [];
  const lineService = { openLines: async (order: Record<string, unknown>) => void openedLines.push(order) };
  const strapi = {
    service: (uid: string) => {
      if (uid !== 'api::sample-order-line.sample-order-line') throw new Error(`No fake of the service ${uid}`);
      return lineService;
    },
    config: { get: (key: string) => config[key] },
    documents: () => ({ findMany: async () => producers }),
    plugin: () => ({
      service: () => ({
        send: async (mail: SentMail) => {
          await send(mail);
          sent.push(mail);
        },
      }),
    }),
    db: { query: (uid: string) => (uid === 'api::order-mail.order-mail' ? mailLog : sampleOrders) },
    log,
  };
  return { strapi, sent, orders: sampleOrders.rows, mailLog: mailLog.rows, log, openedLines };
}

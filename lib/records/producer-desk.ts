import { CATALOGUE_JOB_STATUSES } from '@ytbanken/domain/catalogue/enums';
import { DESK_LINE_STATUSES } from '@ytbanken/domain/samples/orders';

/**
 * The producers' desk as the site and the cms agree on it: a producer's own order lines, its
 * EPDs running out, and what an upload of an EPD did.
 */

/** The line statuses the desk shows: `open` until the producer marks the line. */
export { DESK_LINE_STATUSES };
export type DeskLineStatus = (typeof DESK_LINE_STATUSES)[number];

export interface DeskProducer {
  id: string;
  name: string;
}

/** One producer's part of a confirmed order, with where to send the samples. */
export interface DeskLine {
  id: string;
  createdAt: string;
  status: DeskLineStatus;
  note: string | null;
  surfaces: { id: string; name: string; articleNumber: string; product: string }[];
  order: { name: string; company: string | null; street: string; postalCode: string; city: string; country: string; message: string | null };
}

export interface DeskPage {
  lines: DeskLine[];
  page: number;
  pageCount: number;
  total: number;
}

/** The desk's front page: who the account acts for, a page of their lines, their EPDs running out. */
export interface DeskOverview {
  producers: DeskProducer[];
  lines: DeskPage;
  epds: ExpiringEpd[];
}

export interface ExpiringEpd {
  id: string;
  registrationNumber: string;
  name: string | null;
  validUntil: string;
  products: { id: string; name: string }[];
  /** Surfaces with this EPD of their own (decision 067), by article number. */
  surfaces: { id: string; articleNumber: string; name: string }[];
}

/** A page of the account's products matching some words, and how many match in all. */
export interface DeskProductMatches {
  products: { id: string; name: string }[];
  total: number;
}

/** The most a desk's EPD upload carries: the server actions' body limit (next.config.ts) bounds it first. */
export const EPD_UPLOAD_MAX_FILES = 10;
export const EPD_FILE_MAX_BYTES = 90 * 1024;
export const LINE_NOTE_MAX = 500;

/** Where an applied catalogue upload stands (cms/src/api/catalogue-job). */
export { CATALOGUE_JOB_STATUSES };
export type CatalogueJobStatus = (typeof CATALOGUE_JOB_STATUSES)[number];

export interface CatalogueJob {
  id: string;
  status: CatalogueJobStatus;
  total: number;
  rowsDone: number;
  deleteMissing: boolean;
  deleted: number;
  /** Whether the rows went out published (a trusted producer) rather than as drafts. */
  published: boolean;
}

/** Records the site sends the cms in one request: its JSON bodies stop at 1 MB. */
export const CATALOGUE_RECORDS_PER_REQUEST = 500;

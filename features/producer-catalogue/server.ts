import 'server-only';

export { readCatalogueSheet, type SheetFormat } from './read';
export { catalogueCsv, catalogueXlsx } from './template';
export { describeProblem, describeRefusal } from './words';

// Safe in the browser: the preview's shapes and the pure sorting. Reading and writing files
// are in ./server.
export { previewCatalogue, type CataloguePreview, type ChangedRow, type RefusedRow } from './preview';
export type { FileProblem, Refusal, RefusalReason, SheetReading, SheetRow } from './rows';

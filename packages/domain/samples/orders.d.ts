export const COUNTRIES: readonly ['SE', 'NO', 'DK', 'FI', 'IS'];
export type Country = (typeof COUNTRIES)[number];
export const POSTAL_CODES: Readonly<Record<Country, RegExp>>;
export const MAX_SAMPLES: 10;
export const SAMPLE_ORDER_STATUSES: readonly ['awaiting-confirmation', 'expired', 'confirmation-not-sent', 'received', 'sent'];
export const LINE_STATUSES: readonly ['sent', 'out-of-stock', 'replaced'];
export const DESK_LINE_STATUSES: readonly ['open', 'sent', 'out-of-stock', 'replaced'];

export const LOCALES: readonly ['sv', 'en'];
export const DEFAULT_LOCALE: 'sv';

/** How long typing must pause before the server is asked: one request a word, not a letter. */
export const DEBOUNCE_MS = 250;

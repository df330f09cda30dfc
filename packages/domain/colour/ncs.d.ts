/** The code compacted without its S ("1515y20r"), or null when the text is no NCS code. */
export function ncsCompact(text: string): string | null;
/** The code as NCS writes it ("S 1515-Y20R"), or null when the text is no NCS code. */
export function ncsNotation(text: string): string | null;

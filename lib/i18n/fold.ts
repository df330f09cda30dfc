/** Lower case without accents, so "ostergren" finds "Östergren", "alvs" "Älvs" and "VITA" "vita". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('sv');
}

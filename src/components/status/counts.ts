// Counts in short form (999, 1.2K, 12.3K, 3.5M), and button names that contain the
// count shown (a speech-input user says what they see: "Boost 12").

/** 0 → '' (no count shown); 999 → '999'; 1234 → '1.2K'; 12345 → '12.3K'; 3456789 → '3.5M' (the browser's compact notation). */
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
export function shortCount(n: number): string {
  return Number.isFinite(n) && n > 0 ? compact.format(n) : '';
}

/** The accessible name of a counted action: its verb, then the count exactly as shown. */
export function countedLabel(verb: string, n: number): string {
  const shown = shortCount(n);
  return shown ? `${verb} ${shown}` : verb;
}

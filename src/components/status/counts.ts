// Counts as Mastodon's web UI shows them (short form: 999, 1.2K, 12K, 3.4M), and button names that contain the
// count shown (a speech-input user says what they see: "Boost 12").

/** 0 → '' (no count shown); 1234 → '1.2K'; 12345 → '12K'; 1_250_000 → '1.3M'. */
export function shortCount(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '';
  if (n < 1000) return String(Math.floor(n));
  const [div, unit] = n < 1_000_000 ? [1000, 'K'] : [1_000_000, 'M'];
  const v = n / div;
  // One decimal under 10 (1.2K), none above (12K); a trailing .0 is dropped (1K, not 1.0K).
  const text = v < 10 ? (Math.floor(v * 10) / 10).toFixed(1).replace(/\.0$/, '') : String(Math.floor(v));
  return `${text}${unit}`;
}

/** The accessible name of a counted action: its verb, then the count exactly as shown. */
export function countedLabel(verb: string, n: number): string {
  const shown = shortCount(n);
  return shown ? `${verb} ${shown}` : verb;
}

// The first number format a page makes costs the engine tens of milliseconds: Chromium loads ICU's number data for
// the process then (35 to 90 ms on these machines under load; every later format, of any language, costs well under
// one). The first thing that formats a number is the first post rows (their age, "3m", and their counts go through
// the catalogue's {n, number} and plural rules), drawn after the first paint, so that load sat between the paint and
// the first post (issue 20, item 8). index.html (an inline script the build writes, vite.config.ts) makes one number
// format and one set of plural rules for the page's language in a task of its own once the page is parsed: while the
// entry is still on its way and the main thread would only wait for it. Written for any browser that runs the app:
// no syntax beyond what the page's target has, no imports; a browser without Intl just skips it.

/** The inline script; the language is <html lang>, which the catalogue's script set (catalogue-preload.ts). */
export function intlWarmScript(): string {
  return `setTimeout(function(){try{var l=document.documentElement.lang||void 0;new Intl.NumberFormat(l).format(1);new Intl.PluralRules(l).select(1)}catch(e){}},0)`;
}

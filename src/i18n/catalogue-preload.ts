// The first thing index.html runs (an inline script the build writes, vite.config.ts): it picks the language as
// start.ts will (the one kept from settings, else the browser's first that Woolly speaks, else English), sets
// <html lang dir> at once, and asks for that language's catalogue with <link rel=modulepreload>, so the catalogue
// downloads beside the entry instead of after it has run (main.tsx awaits it before the first render).
// Written for any browser that runs the app: no syntax beyond what the page's target has, no imports.
import { LOCALE_SETTING_KEY, RTL_LANGUAGES, SOURCE_LOCALE } from './locales.ts';

/** The inline script for a build whose catalogues are at `files` (language → URL of its chunk). */
export function cataloguePreloadScript(files: Readonly<Record<string, string>>): string {
  const args = [files, LOCALE_SETTING_KEY, RTL_LANGUAGES, SOURCE_LOCALE]
    .map((a) => JSON.stringify(a))
    .join(',');
  return `(function(files,key,rtl,fallback){var has=function(l){return typeof l==='string'&&Object.prototype.hasOwnProperty.call(files,l)};var l=null;try{l=localStorage.getItem(key)}catch(e){}if(!has(l)){l=fallback;var langs=(navigator&&navigator.languages)||[];for(var i=0;i<langs.length;i++){var p=String(langs[i]).split('-')[0].toLowerCase();if(has(p)){l=p;break}}}var d=document.documentElement;d.lang=l;d.dir=rtl.indexOf(l)>=0?'rtl':'ltr';if(!has(l))return;var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=files[l];document.head.appendChild(k)})(${args})`;
}

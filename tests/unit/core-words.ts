// The core's words in tests: `said('boom')` is an alert text a fake core sends as it is (what a server wrote);
// `words(x)` is what a tab shows for the core's words, in the current language (English in unit tests).
import { coreText } from '../../shared/protocol/text.ts';
import { coreMessage } from '../../src/app/core-text.ts';

export const said = (text: string) => coreText('core.serverSaid', { text });
export const words = (text: unknown): string => coreMessage(text);
export const saidAlert = (title: string, message: string) => ({ title: said(title), message: said(message) });

/** An alert (or an intent's alert) as a tab shows it. */
export const shownAlert = (a: { title: unknown; message: unknown } | null | undefined) =>
  a ? { title: words(a.title), message: words(a.message) } : a;

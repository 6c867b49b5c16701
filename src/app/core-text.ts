// The core's words in the tab's language: the core sends a message id and its values (shared/protocol/text.ts),
// never English; here they become text. A plain string is text already (what a server wrote, or a part of the core
// that still sends words); anything else that crossed is shown as the generic error, never as "[object Object]".
import { isCoreText } from '../../shared/protocol/text.ts';
import { currentLocale, t } from '../i18n/index.ts';

export function coreMessage(text: unknown): string {
  if (typeof text === 'string') return text;
  // An id this tab's catalogue lacks (a newer core) is shown as the generic error, never as the id.
  if (isCoreText(text) && currentLocale().messages?.[text.id] !== undefined) {
    const values: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(text.values ?? {}))
      values[k] = typeof v === 'object' ? coreMessage(v) : v;
    return t(text.id, values);
  }
  return t('core.unexpected');
}

/** An alert as one line: "title: message". */
export function alertLine(alert: { title: unknown; message: unknown }): string {
  return t('core.alertLine', { title: coreMessage(alert.title), message: coreMessage(alert.message) });
}

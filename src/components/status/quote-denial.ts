// Why the viewer cannot quote a post (shared/compose/quote-rules.ts), and the words for it: the BOOST modal's and
// the post menu's "Quote" is disabled with this reason, and compose says it above a quote that cannot be posted.
import { type QuoteDenial, quoteDenial } from '../../../shared/compose/quote-rules.ts';
import type { StatusView } from '../../../shared/protocol/rows.ts';
import type { MessageId } from '../../i18n/index.ts';

export const DENIAL_TEXT: Record<QuoteDenial, MessageId> = {
  denied: 'composeMedia.denied.denied',
  private: 'composeMedia.denied.private',
  direct: 'composeMedia.denied.direct',
};

/** Why this post cannot be quoted by the viewer, or null. */
export const denialOf = (s: Pick<StatusView, 'visibility' | 'own' | 'quoteApproval'>): QuoteDenial | null =>
  quoteDenial({ visibility: s.visibility, own: s.own, quoteApproval: s.quoteApproval ?? null });

// The draft of a quote post, built by the core from the post quoted (compose.from mode 'quote'): an empty draft
// that quotes it, with the user's default quote policy, and a visibility the server accepts (quoting a
// followers-only post makes the quote followers-only, as the server would).
import {
  type ComposeDraft,
  type DraftDefaults,
  emptyDraft,
  isVisibility,
} from '../../shared/compose/draft.ts';
import { isQuotePolicy, quoteVisibility } from '../../shared/compose/quote-rules.ts';
import type { Status } from '../../shared/wire/entities.ts';

export function quoteDraft(
  quoted: Status,
  defaults: DraftDefaults,
  settings: Record<string, unknown>,
  random: () => number,
): ComposeDraft {
  const base = emptyDraft(defaults, random);
  const quotedVisibility = isVisibility(quoted.visibility) ? quoted.visibility : 'public';
  return {
    ...base,
    quotedStatusId: quoted.id,
    visibility: quoteVisibility(quotedVisibility, defaults.visibility),
    quotePolicy: isQuotePolicy(settings.defaultQuotePolicy) ? settings.defaultQuotePolicy : base.quotePolicy,
  };
}

// The posting defaults the server keeps for the account (`source.privacy`, `source.sensitive`, `source.language`),
// saved with PATCH update_credentials as Mastodon reads them (source[privacy]=…). Only what the user changed is
// sent; a value that is not one the server takes is never sent.
import type { PostingDefaultsPatch } from '../../shared/protocol/intents.ts';

const VISIBILITIES = ['public', 'unlisted', 'private'];
/** ISO 639-1 or -3, as Mastodon accepts a default language. */
const LANGUAGE = /^[a-z]{2,3}$/;

/** The form body, or null when nothing valid is left to send. */
export function postingDefaultsForm(patch: PostingDefaultsPatch): FormData | null {
  const form = new FormData();
  let any = false;
  if (typeof patch.visibility === 'string' && VISIBILITIES.includes(patch.visibility)) {
    form.set('source[privacy]', patch.visibility);
    any = true;
  }
  if (typeof patch.sensitive === 'boolean') {
    form.set('source[sensitive]', patch.sensitive ? 'true' : 'false');
    any = true;
  }
  if (typeof patch.language === 'string' && LANGUAGE.test(patch.language)) {
    form.set('source[language]', patch.language);
    any = true;
  }
  return any ? form : null;
}

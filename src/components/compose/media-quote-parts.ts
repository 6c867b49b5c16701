// What the compose box takes from the media details and quote posts work, in one import: the attachment order,
// the quoted post and the quote policy, the alt text reminder.
export { moveMedia } from '../../../shared/compose/media-order.ts';
export { QuotePolicySelect, QuotingThis } from './QuoteCompose.tsx';
export { useAltReminder } from './use-alt-reminder.tsx';

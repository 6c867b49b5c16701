// Words the core sends to a tab (alerts, refusals, why something failed): a message id of the tab's catalogue and the
// values it takes, never formatted text, so that each tab shows them in its own language (src/app/core-text.ts
// formats them; the English wording is in src/i18n/locales/en/core.ts). What a server wrote (its `error` text, in
// the user's language already) travels as a value.

/** Every message the core can send; the catalogue must have each (the type check of src/i18n/locales/en/core.ts). */
export const CORE_MESSAGE_IDS = [
  'core.unexpectedTitle',
  'core.unexpected',
  'core.rateLimitedTitle',
  'core.retryAfter',
  'core.httpStatusTitle',
  'core.serverSaid',
  'core.httpStatus',
  'core.signInFailedTitle',
  'core.notSignedInTitle',
  'core.signInFirst',
  'core.noToken',
  'core.signIn.unreachable',
  'core.signIn.timeout',
  'core.signIn.notMastodon',
  'core.signIn.interrupted',
  'core.signIn.rateLimitedUntil',
  'core.signIn.rateLimited',
  'core.signIn.serverProblem',
  'core.signIn.noAppRegistration',
  'core.signIn.appsNotAllowed',
  'core.signIn.appsNotAllowedBecause',
  'core.signIn.refusedBecause',
  'core.signIn.refused',
  'core.address.empty',
  'core.address.invalid',
  'core.address.httpsOnly',
  'core.address.credentials',
  'core.address.plainHttp',
  'core.uploadLimit',
  'core.uploadWithPoll',
  'core.notPossibleTitle',
  'core.ownDomain',
  'core.clearFailedTitle',
  'core.load.failed',
  'core.load.unreachable',
  'core.load.timeout',
  'core.load.unreadable',
  'core.load.rateLimitedUntil',
  'core.load.rateLimited',
  'core.load.serverProblem',
  'core.load.failedBecause',
  'core.notAvailableYet',
  'core.staleSignIn',
  'core.accountFailed',
  'core.accountUnreadable',
  'core.thread.gone',
  'core.stream.sessionExpired',
  'core.stream.forbidden',
  'core.stream.ended',
  'core.notify.someone',
  'core.notify.mention',
  'core.notify.status',
  'core.notify.reblog',
  'core.notify.favourite',
  'core.notify.follow',
  'core.notify.followRequest',
  'core.notify.update',
  'core.notify.quote',
  'core.notify.quotedUpdate',
  'core.notify.signUp',
  'core.notify.pollOwn',
  'core.notify.pollVoted',
  'core.notify.reported',
  'core.notify.report',
  'core.notify.moderation',
  'core.notify.severedWith',
  'core.notify.severed',
  'core.notify.annualReport',
  'core.notify.annualReportNoYear',
  'core.notify.other',
  'core.regex.unsupported',
  'core.regex.invalid',
  'core.filter.unmatchable',
  'core.thread.forbidden',
  'core.thread.failed',
  'core.profile.loadFailedTitle',
  'core.profile.notSavedTitle',
  'core.list.invalidTitle',
  'core.list.emptyTitle',
  'core.list.gone',
  'core.list.loadFailed',
  'core.list.unreadable',
  'core.list.membersFailed',
  'core.conversations.loadFailed',
  'core.conversations.unreadable',
  'core.announcements.loadFailed',
  'core.thread.deleted',
  'core.thread.repliesFailed',
  'core.tag.failed',
  'core.tag.notFound',
  'core.tag.followedFailed',
  'core.accountNotFound',
] as const;

export type CoreMessageId = (typeof CORE_MESSAGE_IDS)[number];

/** A value of a message: text, a number (a time is sent as milliseconds since the epoch), or words of the core's
 *  own (a reason inside a sentence), formatted in the same language. */
export type CoreTextValue = string | number | CoreText;

export interface CoreText {
  readonly id: CoreMessageId;
  readonly values?: Readonly<Record<string, CoreTextValue>>;
}

export function coreText(id: CoreMessageId, values?: Record<string, CoreTextValue>): CoreText {
  return values ? { id, values } : { id };
}

/** Whether a value that crossed from the core is a CoreText (a malformed one is shown as the generic error). By its
 *  `core.` prefix, not by the list above: the tab's startup bundle then carries no copy of the list. */
export function isCoreText(value: unknown): value is CoreText {
  if (typeof value !== 'object' || value === null) return false;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' && id.startsWith('core.');
}

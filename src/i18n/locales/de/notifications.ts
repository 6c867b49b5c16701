import type en from '../en/notifications.ts';

export default {
  'notifications.favourite':
    '{others, plural, =0 {{name} hat deinen Beitrag favorisiert} one {{name} und # weiteres Profil hat deinen Beitrag favorisiert} other {{name} und # weitere Profile hat deinen Beitrag favorisiert}}',
  'notifications.reblog':
    '{others, plural, =0 {{name} hat deinen Beitrag geteilt} one {{name} und # weiteres Profil hat deinen Beitrag geteilt} other {{name} und # weitere Profile hat deinen Beitrag geteilt}}',
  'notifications.follow':
    '{others, plural, =0 {{name} folgt dir jetzt} one {{name} und # weiteres Profil folgt dir jetzt} other {{name} und # weitere Profile folgt dir jetzt}}',
  'notifications.follow_request':
    '{others, plural, =0 {{name} möchte dir folgen} one {{name} und # weiteres Profil möchte dir folgen} other {{name} und # weitere Profile möchte dir folgen}}',
  'notifications.mention':
    '{others, plural, =0 {{name} hat dich erwähnt} one {{name} und # weiteres Profil hat dich erwähnt} other {{name} und # weitere Profile hat dich erwähnt}}',
  'notifications.mentionPrivate':
    '{others, plural, =0 {{name} hat dich privat erwähnt} one {{name} und # weiteres Profil hat dich privat erwähnt} other {{name} und # weitere Profile hat dich privat erwähnt}}',
  'notifications.status':
    '{others, plural, =0 {{name} hat gerade etwas gepostet} one {{name} und # weiteres Profil hat gerade etwas gepostet} other {{name} und # weitere Profile hat gerade etwas gepostet}}',
  'notifications.update':
    '{others, plural, =0 {{name} hat einen Beitrag bearbeitet, den du geteilt hast} one {{name} und # weiteres Profil hat einen Beitrag bearbeitet, den du geteilt hast} other {{name} und # weitere Profile hat einen Beitrag bearbeitet, den du geteilt hast}}',
  'notifications.quote':
    '{others, plural, =0 {{name} hat deinen Beitrag zitiert} one {{name} und # weiteres Profil hat deinen Beitrag zitiert} other {{name} und # weitere Profile hat deinen Beitrag zitiert}}',
  'notifications.quoted_update':
    '{others, plural, =0 {{name} hat einen Beitrag bearbeitet, den du zitiert hast} one {{name} und # weiteres Profil hat einen Beitrag bearbeitet, den du zitiert hast} other {{name} und # weitere Profile hat einen Beitrag bearbeitet, den du zitiert hast}}',
  'notifications.signUp':
    '{others, plural, =0 {{name} hat sich registriert} one {{name} und # weiteres Profil hat sich registriert} other {{name} und # weitere Profile hat sich registriert}}',
  'notifications.report':
    '{others, plural, =0 {{name} hat ein Konto gemeldet} one {{name} und # weiteres Profil hat ein Konto gemeldet} other {{name} und # weitere Profile hat ein Konto gemeldet}}',
  'notifications.reported': '{name} hat {target} gemeldet',
  'notifications.pollOwn': 'Deine Umfrage ist beendet',
  'notifications.pollVoted': 'Eine Umfrage, an der du teilgenommen hast, ist beendet',
  'notifications.severed': 'Einige deiner Folgebeziehungen wurden getrennt',
  'notifications.severedWith':
    'Beziehungen zu {target} wurden getrennt: Du hast {followers, plural, one {# Follower} other {# Follower}} und {following, plural, one {# gefolgtes Konto} other {# gefolgte Konten}} verloren',
  'notifications.annualReport': 'Dein Jahresrückblick {year} ist bereit',
  'notifications.annualReportNoYear': 'Dein Jahresrückblick ist bereit',
  'notifications.quoted': 'Dein Beitrag wurde zitiert',
  'notifications.quotedEdited': 'Ein Beitrag, den du zitiert hast, wurde bearbeitet',
  'notifications.generic': 'Du hast eine neue Benachrichtigung',
  'notifications.mod.disable': 'Dein Konto wurde deaktiviert',
  'notifications.mod.markSensitive': 'Einige deiner Beiträge wurden mit einer Inhaltswarnung versehen',
  'notifications.mod.delete': 'Einige deiner Beiträge wurden entfernt',
  'notifications.mod.sensitive': 'Deine Beiträge werden ab jetzt mit einer Inhaltswarnung versehen',
  'notifications.mod.silence': 'Dein Konto wurde eingeschränkt',
  'notifications.mod.suspend': 'Dein Konto wurde gesperrt',
  'notifications.mod.warning': 'Du hast eine Verwarnung der Moderation erhalten',
  'notifications.followRequestAccepted': 'Follower-Anfrage angenommen',
  'notifications.followRequestRejected': 'Follower-Anfrage abgelehnt',
  'notifications.followRequestFailed': 'Die Follower-Anfrage konnte nicht beantwortet werden.',
  'notifications.accept': 'Annehmen',
  'notifications.reject': 'Ablehnen',
  'notifications.dismiss': 'Ablehnen',
  'notifications.requests': 'Benachrichtigungsanfragen',
  'notifications.requestsPending': 'Benachrichtigungsanfragen: {shown} ausstehend',
  'notifications.requestsFailed': 'Die Anfragen konnten nicht geladen werden.',
  'notifications.requestsFailedTitle': 'Anfragen konnten nicht geladen werden',
  'notifications.noRequests': 'Keine Anfragen',
  'notifications.noRequestsHint':
    'Benachrichtigungen, die von deinen Benachrichtigungsregeln zurückgehalten werden, erscheinen hier.',
  'notifications.requestCount': '{count, plural, one {# Benachrichtigung} other {# Benachrichtigungen}}',
  'notifications.pending':
    '{count, plural, =0 {Keine ausstehenden Anfragen} one {# ausstehende Anfrage} other {# ausstehende Anfragen}}',
} satisfies Record<keyof typeof en, string>;

import type en from '../en/notifications.ts';

export default {
  'notifications.favourite':
    '{others, plural, =0 {{name} a ajouté votre message à ses favoris} one {{name} et # autre personne ont ajouté votre message à ses favoris} other {{name} et # autres personnes ont ajouté votre message à ses favoris}}',
  'notifications.reblog':
    '{others, plural, =0 {{name} a partagé votre message} one {{name} et # autre personne ont partagé votre message} other {{name} et # autres personnes ont partagé votre message}}',
  'notifications.follow':
    '{others, plural, =0 {{name} vous suit} one {{name} et # autre personne vous suivent} other {{name} et # autres personnes vous suivent}}',
  'notifications.follow_request':
    '{others, plural, =0 {{name} a demandé à vous suivre} one {{name} et # autre personne ont demandé à vous suivre} other {{name} et # autres personnes ont demandé à vous suivre}}',
  'notifications.mention':
    '{others, plural, =0 {{name} vous a mentionné·e} one {{name} et # autre personne vous ont mentionné·e} other {{name} et # autres personnes vous ont mentionné·e}}',
  'notifications.mentionPrivate':
    '{others, plural, =0 {{name} vous a mentionné·e en privé} one {{name} et # autre personne vous ont mentionné·e en privé} other {{name} et # autres personnes vous ont mentionné·e en privé}}',
  'notifications.status':
    '{others, plural, =0 {{name} vient de publier} one {{name} et # autre personne viennent de publier} other {{name} et # autres personnes viennent de publier}}',
  'notifications.update':
    '{others, plural, =0 {{name} a modifié un message que vous avez partagé} one {{name} et # autre personne ont modifié un message que vous avez partagé} other {{name} et # autres personnes ont modifié un message que vous avez partagé}}',
  'notifications.quote':
    '{others, plural, =0 {{name} a cité votre message} one {{name} et # autre personne ont cité votre message} other {{name} et # autres personnes ont cité votre message}}',
  'notifications.quoted_update':
    '{others, plural, =0 {{name} a modifié un message que vous avez cité} one {{name} et # autre personne ont modifié un message que vous avez cité} other {{name} et # autres personnes ont modifié un message que vous avez cité}}',
  'notifications.signUp':
    '{others, plural, =0 {{name} s’est inscrit·e} one {{name} et # autre personne se sont inscrit·e·s} other {{name} et # autres personnes se sont inscrit·e·s}}',
  'notifications.report':
    '{others, plural, =0 {{name} a signalé un compte} one {{name} et # autre personne ont signalé un compte} other {{name} et # autres personnes ont signalé un compte}}',
  'notifications.reported': '{name} a signalé {target}',
  'notifications.pollOwn': 'Votre sondage est terminé',
  'notifications.pollVoted': 'Un sondage auquel vous avez participé est terminé',
  'notifications.severed': 'Certaines de vos relations d’abonnement ont été rompues',
  'notifications.severedWith':
    'Les relations avec {target} ont été rompues : vous avez perdu {followers, plural, one {# abonné·e} other {# abonné·e·s}} et {following, plural, one {# compte suivi} other {# comptes suivis}}',
  'notifications.annualReport': 'Votre rétrospective {year} est prête',
  'notifications.annualReportNoYear': 'Votre rétrospective de l’année est prête',
  'notifications.quoted': 'Votre message a été cité',
  'notifications.quotedEdited': 'Un message que vous avez cité a été modifié',
  'notifications.generic': 'Vous avez une nouvelle notification',
  'notifications.mod.disable': 'Votre compte a été désactivé',
  'notifications.mod.markSensitive': 'Certains de vos messages ont été marqués comme sensibles',
  'notifications.mod.delete': 'Certains de vos messages ont été supprimés',
  'notifications.mod.sensitive': 'Vos messages seront désormais marqués comme sensibles',
  'notifications.mod.silence': 'Votre compte a été limité',
  'notifications.mod.suspend': 'Votre compte a été suspendu',
  'notifications.mod.warning': 'Vous avez reçu un avertissement de la modération',
  'notifications.followRequestAccepted': 'Demande d’abonnement acceptée',
  'notifications.followRequestRejected': 'Demande d’abonnement rejetée',
  'notifications.followRequestFailed': 'La demande d’abonnement n’a pas pu recevoir de réponse.',
  'notifications.accept': 'Accepter',
  'notifications.reject': 'Rejeter',
  'notifications.dismiss': 'Ignorer',
  'notifications.requests': 'Demandes de notification',
  'notifications.requestsPending': 'Demandes de notification : {shown} en attente',
  'notifications.requestsFailed': 'Les demandes n’ont pas pu être chargées.',
  'notifications.requestsFailedTitle': 'Impossible de charger les demandes',
  'notifications.noRequests': 'Aucune demande',
  'notifications.noRequestsHint':
    'Les notifications retenues par votre politique de notification apparaissent ici.',
  'notifications.requestCount': '{count, plural, one {# notification} other {# notifications}}',
  'notifications.pending':
    '{count, plural, =0 {Aucune demande en attente} one {# demande en attente} other {# demandes en attente}}',
} satisfies Record<keyof typeof en, string>;

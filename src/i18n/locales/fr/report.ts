import type en from '../en/report.ts';

export default {
  'report.menuItem': 'Signaler @{acct}',
  'report.title': 'Signaler @{acct}',
  'report.stepOf': 'Étape {n} sur {total}',
  'report.categoryQuestion': 'Dites-nous ce qui se passe',
  'report.chooseBest': 'Choisissez la meilleure correspondance',
  'report.category.spam': 'C’est du spam',
  'report.category.spamHint': 'Liens malveillants, faux engagement ou réponses répétitives',
  'report.category.legal': 'C’est illégal',
  'report.category.legalHint': 'Vous pensez que cela enfreint la loi de votre pays ou de celui du serveur',
  'report.category.violation': 'Cela enfreint les règles du serveur',
  'report.category.violationHint': 'Vous savez que cela enfreint des règles précises',
  'report.category.other': 'C’est autre chose',
  'report.category.otherHint': 'Le problème ne correspond à aucune autre catégorie',
  'report.rulesQuestion': 'Quelles règles sont enfreintes ?',
  'report.rulesNeeded': 'Sélectionnez au moins une règle.',
  'report.selectAll': 'Sélectionnez tout ce qui s’applique',
  'report.postsQuestion': 'Y a-t-il des messages qui appuient ce signalement ?',
  'report.postsNone': 'Ce compte n’a aucun message à joindre.',
  'report.postMedia':
    '{n, plural, one {{n, number, compact} pièce jointe} other {{n, number, compact} pièces jointes}}',
  'report.commentQuestion': 'Y a-t-il autre chose que nous devrions savoir ?',
  'report.commentLabel': 'Commentaires supplémentaires',
  'report.commentLeft':
    '{n, plural, one {{n, number, compact} caractère restant} other {{n, number, compact} caractères restants}}',
  'report.commentOver':
    '{n, plural, one {{n, number, compact} caractère de trop} other {{n, number, compact} caractères de trop}}',
  'report.forward': 'Transférer à {domain}',
  'report.forwardHint':
    'Le compte provient d’un autre serveur. Y envoyer aussi une copie anonymisée du signalement ?',
  'report.loading': 'Chargement des messages et des règles…',
  'report.loadFailed': 'Les messages et les règles n’ont pas pu être chargés',
  'report.sendFailed': 'Le signalement n’a pas été envoyé : {reason}',
  'report.next': 'Suivant',
  'report.back': 'Retour',
  'report.submit': 'Envoyer le signalement',
  'report.submitting': 'Envoi…',
  'report.thanks': 'Merci pour le signalement, la modération va s’en occuper.',
  'report.optionsQuestion': 'Vous ne voulez plus voir cela ?',
  'report.optionsText': 'Voici vos options pour contrôler ce que vous voyez :',
  'report.mute': 'Masquer @{acct}',
  'report.muteHint':
    'Vous ne verrez plus ses messages. Ce compte pourra toujours vous suivre et ne saura pas qu’il est masqué.',
  'report.block': 'Bloquer @{acct}',
  'report.blockHint':
    'Vous ne verrez plus ses messages. Ce compte ne pourra plus voir vos messages ni vous suivre.',
  'report.alreadyMuted': '@{acct} est masqué.',
  'report.alreadyBlocked': '@{acct} est bloqué.',
  'report.done': 'Terminé',
} satisfies Record<keyof typeof en, string>;

import type en from '../en/modals.ts';

export default {
  'modals.follow': 'Suivre @{acct}',
  'modals.unfollow': 'Ne plus suivre @{acct}',
  'modals.cancelRequest': 'Retirer la demande d’abonnement à @{acct}',
  'modals.relationshipLoading': 'Vérification de @{acct}…',
  'modals.cancel': 'Annuler',
  'modals.deleteTitle': 'Supprimer le message ?',
  'modals.deleteText': 'Voulez-vous vraiment supprimer ce message ?',
  'modals.deleteConfirm': 'Supprimer',
  'modals.redraftTitle': 'Supprimer et réécrire ?',
  'modals.redraftText':
    'Le message est supprimé et son texte revient dans la zone de rédaction. Les favoris et partages seront perdus, et les réponses resteront sans leur message.',
  'modals.redraftConfirm': 'Supprimer et réécrire',
  'modals.unfollowTitle': 'Ne plus suivre @{acct} ?',
  'modals.unfollowText': 'Ses messages n’apparaîtront plus dans votre fil d’accueil.',
  'modals.unfollowConfirm': 'Ne plus suivre',
  'modals.signOutTitle': 'Se déconnecter ?',
  'modals.signOutText': 'Voulez-vous vraiment vous déconnecter de ce compte dans tous les onglets ?',
  'modals.signOutConfirm': 'Se déconnecter',
  'modals.languagesItem': 'Choisir les langues…',
  'modals.languagesTitle': 'Langues de @{acct} dans l’accueil',
  'modals.languagesText':
    'Seuls ses messages dans les langues choisies apparaîtront dans votre fil d’accueil. N’en choisissez aucune pour tout voir.',
  'modals.languagesSave': 'Enregistrer',
  'modals.settingsTitle': 'Confirmations',
  'modals.settingsHint': 'Demander avant :',
  'modals.confirm.delete': 'de supprimer un message',
  'modals.confirm.redraft': 'de supprimer et réécrire un message',
  'modals.confirm.unfollow': 'de ne plus suivre quelqu’un',
  'modals.confirm.signOut': 'de se déconnecter',
} satisfies Record<keyof typeof en, string>;

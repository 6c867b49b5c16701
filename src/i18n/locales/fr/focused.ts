import type en from '../en/focused.ts';

export default {
  'focused.date': '{date, date, medium}, {date, time, short}',
  'focused.visibility.public': 'Public',
  'focused.visibility.unlisted': 'Public discret',
  'focused.visibility.private': 'Abonnés uniquement',
  'focused.visibility.direct': 'Mention privée',
  'focused.via': 'via {app}',
  'focused.edited': 'Modifié le {date, date, medium}, {date, time, short}',
  'focused.replies':
    '{count, plural, one {{count, number, compact} réponse} other {{count, number, compact} réponses}}',
  'focused.reblogs':
    '{count, plural, one {{count, number, compact} partage} other {{count, number, compact} partages}}',
  'focused.favourites':
    '{count, plural, one {{count, number, compact} favori} other {{count, number, compact} favoris}}',
  'focused.quotes':
    '{count, plural, one {{count, number, compact} citation} other {{count, number, compact} citations}}',
  'focused.rebloggedBy': 'Partagé par',
  'focused.favouritedBy': 'Ajouté aux favoris par',
  'focused.noReblogs': 'Personne n’a encore partagé ce message.',
  'focused.noFavourites': 'Personne n’a encore ajouté ce message à ses favoris.',
  'focused.noOneYet': 'Quand quelqu’un le fera, il apparaîtra ici.',
  'history.title': 'Historique des modifications',
  'history.published': 'Publié le {date, date, medium}, {date, time, short}',
  'history.editedAt': 'Modifié le {date, date, medium}, {date, time, short}',
  'history.changed.text': 'Texte modifié',
  'history.changed.spoiler': 'Avertissement de contenu modifié',
  'history.changed.sensitive': 'Marquage sensible modifié',
  'history.changed.media': 'Médias modifiés',
  'history.changed.poll': 'Sondage modifié',
  'history.changes': 'Ce qui a changé',
  'history.media': '{count, plural, one {# pièce jointe} other {# pièces jointes}}',
  'history.poll': 'Options du sondage',
  'history.noAlt': 'Aucune description',
  'history.sensitive': 'Marqué comme sensible',
  'history.loadFailed': 'Impossible de charger l’historique des modifications',
  'history.none': 'Ce message n’a pas été modifié',
  'history.noneText': 'Ses versions apparaîtront ici dès que son auteur le modifiera.',
  'history.back': 'Retour au message',
} satisfies Record<keyof typeof en, string>;

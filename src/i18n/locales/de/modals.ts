import type en from '../en/modals.ts';

export default {
  'modals.follow': '@{acct} folgen',
  'modals.unfollow': '@{acct} entfolgen',
  'modals.cancelRequest': 'Folgeanfrage an @{acct} zurückziehen',
  'modals.relationshipLoading': '@{acct} wird geprüft …',
  'modals.cancel': 'Abbrechen',
  'modals.deleteTitle': 'Beitrag löschen?',
  'modals.deleteText': 'Möchtest du diesen Beitrag wirklich löschen?',
  'modals.deleteConfirm': 'Löschen',
  'modals.redraftTitle': 'Löschen und neu verfassen?',
  'modals.redraftText':
    'Der Beitrag wird gelöscht und sein Text kommt zurück ins Eingabefeld. Favoriten und geteilte Beiträge gehen verloren, und Antworten darauf stehen ohne ihren Beitrag da.',
  'modals.redraftConfirm': 'Löschen und neu verfassen',
  'modals.unfollowTitle': '@{acct} entfolgen?',
  'modals.unfollowText': 'Die Beiträge erscheinen dann nicht mehr auf deiner Startseite.',
  'modals.unfollowConfirm': 'Entfolgen',
  'modals.signOutTitle': 'Abmelden?',
  'modals.signOutText': 'Möchtest du dich in allen Tabs von diesem Konto abmelden?',
  'modals.signOutConfirm': 'Abmelden',
  'modals.languagesItem': 'Sprachen wählen …',
  'modals.languagesTitle': 'Sprachen von @{acct} auf der Startseite',
  'modals.languagesText':
    'Nur Beiträge in den gewählten Sprachen erscheinen auf deiner Startseite. Wähle keine, um alle zu sehen.',
  'modals.languagesSave': 'Speichern',
  'modals.settingsTitle': 'Bestätigungen',
  'modals.settingsHint': 'Nachfragen vor:',
  'modals.confirm.delete': 'dem Löschen eines Beitrags',
  'modals.confirm.redraft': 'dem Löschen und Neuverfassen eines Beitrags',
  'modals.confirm.unfollow': 'dem Entfolgen',
  'modals.confirm.signOut': 'dem Abmelden',
} satisfies Record<keyof typeof en, string>;

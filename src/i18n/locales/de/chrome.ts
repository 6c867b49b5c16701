import type en from '../en/chrome.ts';

export default {
  'chrome.signIn': 'Anmelden',
  'chrome.signInWith': 'Mit {server} anmelden',
  'chrome.yourServer': 'Dein Server',
  'chrome.serverExample': 'example.social',
  'chrome.enterDomain': 'Gib die Domain deines Servers ein, zum Beispiel example.social',
  'chrome.signInTimeout':
    'Der Server hat nicht rechtzeitig geantwortet. Überprüfe die Adresse oder versuche es später erneut.',
  'chrome.signInFailed': 'Anmeldung fehlgeschlagen',
  'chrome.signOutFailed': 'Abmeldung fehlgeschlagen',
  'chrome.noCode': 'Der Server hat keinen Autorisierungscode gesendet.',
  'chrome.signingIn': 'Anmeldung läuft …',
  'chrome.signInUnconfirmed':
    'Der Server hat die Anmeldung angenommen, aber dieser Tab weiß noch nichts davon.',
  'chrome.goHome': 'Zur Startseite',
  'chrome.signOut': 'Abmelden',
  'chrome.loading': 'Wird geladen',
  'chrome.loadingDots': 'Wird geladen …',
  'chrome.dismiss': 'Schließen',
  'chrome.offline': 'Offline',
  'chrome.offlineSince': 'Offline seit {at, time, short}',
  'chrome.reconnecting': 'Verbindung wird wiederhergestellt …',
  'chrome.backOnline': 'Wieder online',
  'chrome.loadGap': 'Fehlende Beiträge laden',
  'chrome.newPosts': '{count, plural, one {# neuer Beitrag} other {# neue Beiträge}}',
  'chrome.newNotifications':
    '{count, plural, one {# neue Benachrichtigung} other {# neue Benachrichtigungen}}',
  'chrome.newItems': '{count, number} neu',
  'chrome.homePreparing': 'Deine Startseite wird vorbereitet …',
  'chrome.empty': 'Hier ist noch nichts.',
  'chrome.loadMore': 'Mehr laden',
  'chrome.tryAgain': 'Erneut versuchen',
  'chrome.close': 'Schließen',
  'chrome.notFound': 'Nicht gefunden',
  'chrome.pageMissing': 'Diese Seite existiert nicht.',
  'chrome.couldNotStart': 'Woolly konnte nicht starten: {reason}',
} satisfies Record<keyof typeof en, string>;

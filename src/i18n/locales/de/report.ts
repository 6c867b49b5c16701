import type en from '../en/report.ts';

export default {
  'report.menuItem': '@{acct} melden',
  'report.title': '@{acct} melden',
  'report.stepOf': 'Schritt {n} von {total}',
  'report.categoryQuestion': 'Erzähl uns, was los ist',
  'report.chooseBest': 'Wähle die beste Übereinstimmung',
  'report.category.spam': 'Das ist Spam',
  'report.category.spamHint': 'Schädliche Links, gefälschte Interaktionen oder sich wiederholende Antworten',
  'report.category.legal': 'Das ist illegal',
  'report.category.legalHint':
    'Du glaubst, dass es gegen das Recht deines Landes oder des Landes des Servers verstößt',
  'report.category.violation': 'Das verstößt gegen die Regeln des Servers',
  'report.category.violationHint': 'Du weißt, welche Regeln verletzt werden',
  'report.category.other': 'Es ist etwas anderes',
  'report.category.otherHint': 'Das Problem passt in keine der anderen Kategorien',
  'report.rulesQuestion': 'Welche Regeln werden verletzt?',
  'report.rulesNeeded': 'Wähle mindestens eine Regel aus.',
  'report.selectAll': 'Wähle alles Zutreffende aus',
  'report.postsQuestion': 'Gibt es Beiträge, die diese Meldung belegen?',
  'report.postsNone': 'Dieses Konto hat keine Beiträge zum Anhängen.',
  'report.postMedia': '{n, plural, one {{n, number, compact} Anhang} other {{n, number, compact} Anhänge}}',
  'report.commentQuestion': 'Gibt es noch etwas, das wir wissen sollten?',
  'report.commentLabel': 'Zusätzliche Kommentare',
  'report.commentLeft':
    '{n, plural, one {Noch {n, number, compact} Zeichen} other {Noch {n, number, compact} Zeichen}}',
  'report.commentOver':
    '{n, plural, one {{n, number, compact} Zeichen zu viel} other {{n, number, compact} Zeichen zu viel}}',
  'report.forward': 'An {domain} weiterleiten',
  'report.forwardHint':
    'Das Konto ist von einem anderen Server. Soll eine anonymisierte Kopie der Meldung auch dorthin gesendet werden?',
  'report.loading': 'Beiträge und Regeln werden geladen …',
  'report.loadFailed': 'Die Beiträge und Regeln konnten nicht geladen werden',
  'report.sendFailed': 'Die Meldung wurde nicht gesendet: {reason}',
  'report.next': 'Weiter',
  'report.back': 'Zurück',
  'report.submit': 'Meldung absenden',
  'report.submitting': 'Wird gesendet …',
  'report.thanks': 'Danke für die Meldung, die Moderation wird sich darum kümmern.',
  'report.optionsQuestion': 'Möchtest du das nicht mehr sehen?',
  'report.optionsText': 'Hier sind deine Möglichkeiten, zu steuern, was du siehst:',
  'report.mute': '@{acct} stummschalten',
  'report.muteHint':
    'Du siehst ihre Beiträge nicht mehr. Sie können dir weiterhin folgen und erfahren nicht, dass sie stummgeschaltet sind.',
  'report.block': '@{acct} blockieren',
  'report.blockHint':
    'Du siehst ihre Beiträge nicht mehr. Sie können deine Beiträge nicht mehr sehen und dir nicht mehr folgen.',
  'report.alreadyMuted': '@{acct} ist stummgeschaltet.',
  'report.alreadyBlocked': '@{acct} ist blockiert.',
  'report.done': 'Fertig',
} satisfies Record<keyof typeof en, string>;

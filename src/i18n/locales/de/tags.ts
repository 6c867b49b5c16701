import type en from '../en/tags.ts';

export default {
  'tags.people':
    '{n, plural, one {{n, number, compact} Person in den letzten Tagen} other {{n, number, compact} Personen in den letzten Tagen}}',
  'tags.posts': '{n, plural, one {{n, number, compact} Beitrag} other {{n, number, compact} Beiträge}}',
  'tags.week':
    '{posts, plural, one {{posts, number, compact} Beitrag} other {{posts, number, compact} Beiträge}} von {people, plural, one {{people, number, compact} Person} other {{people, number, compact} Personen}} in der letzten Woche',
  'tags.follow': 'Folgen',
  'tags.unfollow': 'Entfolgen',
  'tags.followName': '#{name} folgen',
  'tags.unfollowName': '#{name} entfolgen',
  'tags.feature': 'Im Profil hervorheben',
  'tags.unfeature': 'Nicht mehr im Profil hervorheben',
  'tags.followedTitle': 'Gefolgte Hashtags',
  'tags.navFollowed': 'Gefolgte Hashtags',
  'tags.followedFailed': 'Gefolgte Hashtags konnten nicht geladen werden.',
  'tags.followedEmpty': 'Du folgst noch keinen Hashtags.',
  'tags.more': 'Mehr laden',
  'tags.optionsLabel': 'Optionen der Timeline',
  'tags.optionAny': 'Einer davon',
  'tags.optionAll': 'Alle davon',
  'tags.optionNone': 'Keiner davon',
  'tags.optionLocal': 'Nur lokal',
  'tags.optionRemote': 'Nur andere Server',
  'tags.optionMedia': 'Nur Medien',
} satisfies Record<keyof typeof en, string>;

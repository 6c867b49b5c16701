import type en from '../en/explore.ts';

export default {
  'explore.title': 'Entdecken',
  'explore.nav': 'Entdecken',
  'explore.tabsLabel': 'Bereiche von Entdecken',
  'explore.tabPosts': 'Beiträge',
  'explore.tabTags': 'Hashtags',
  'explore.tabLinks': 'Neuigkeiten',
  'explore.tabSuggestions': 'Für dich',
  'explore.postsTitle': 'Angesagte Beiträge',
  'explore.tagsFailed': 'Angesagte Hashtags konnten nicht geladen werden.',
  'explore.tagsEmpty': 'Gerade ist nichts angesagt.',
  'explore.linksFailed': 'Angesagte Links konnten nicht geladen werden.',
  'explore.linksEmpty': 'Gerade sind keine Links angesagt.',
  'explore.linkPeople':
    '{n, plural, one {{n, number, compact} Person spricht darüber} other {{n, number, compact} Personen sprechen darüber}}',
  'explore.suggestionsFailed': 'Vorschläge konnten nicht geladen werden.',
  'explore.suggestionsEmpty':
    'Gerade keine Vorschläge. Folge ein paar Leuten und schau später wieder vorbei.',
  'explore.whyFeatured': 'Vom Team des Servers ausgewählt',
  'explore.whyMostFollowed': 'Beliebt auf diesem Server',
  'explore.whyMostInteractions': 'Beliebt in dieser Woche',
  'explore.whySimilar': 'Ähnlich wie Leute, denen du kürzlich gefolgt bist',
  'explore.whyFriends': 'Leute, denen du folgst, folgen diesem Profil',
  'explore.dismiss': '@{acct} nicht mehr vorschlagen',
  'explore.linkTitle': 'Link',
  'explore.linkPosts': 'Beiträge mit diesem Link',
  'explore.openLink': 'Auf {host} öffnen',
} satisfies Record<keyof typeof en, string>;

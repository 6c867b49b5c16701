// The seeded world: a fixed cast of accounts and a week of activity replayed in time order through the world's
// own methods (so counts, group keys, conversations and requests come out as the real code paths make them).
// The week ends at the hour the world's clock reads as it is seeded (seed-tables.ts). Same seed and same hour → same
// world, byte for byte.
import { demoVideo, playableDuration } from '../media/demo-media.ts';
import { blurhashFor } from './art.ts';
import type { AccountRec, CardRec, MediaRec, StatusRec } from './model.ts';
import { createRng } from './prng.ts';
import { seedCollections } from './seed-collections.ts';
import { seedForeignLanguagePosts } from './seed-languages.ts';
import { seedRtlPosts } from './seed-rtl.ts';
import {
  CARDS,
  CUSTOM_EMOJIS,
  DAY,
  DEMO_USERNAME,
  DOMAINS,
  FILLER,
  FIRST,
  HOUR,
  seedBaseOf,
  TOPICS,
} from './seed-tables.ts';
import type { World } from './world.ts';
export interface SeedResult {
  demoId: string;
  adminId: string;
}

export function seedWorld(w: World, seed = 1): SeedResult {
  const rng = createRng(seed);
  const realNow = w.now;
  const base = seedBaseOf(realNow());
  let clock = base - 400 * DAY;
  w.now = () => clock;
  w.customEmojis = CUSTOM_EMOJIS;

  // ---- accounts ----
  const accounts: AccountRec[] = [];
  const mk = (
    username: string,
    displayName: string,
    domain: string | null,
    extra: Partial<AccountRec> = {},
  ): AccountRec => {
    const createdAt = base - rng.int(30, 2000) * DAY;
    const rec: AccountRec = {
      id: w.accountIds(createdAt),
      username,
      domain,
      displayName,
      note: `Hello, I am ${displayName.replace(/:\w+:/g, '').trim()}.`,
      locked: false,
      bot: false,
      group: false,
      discoverable: true,
      createdAt,
      fields: [],
      roles: [],
      movedToId: null,
      look: accounts.length,
      lastStatusAt: null,
      statusesCount: 0,
      extraFollowers: rng.int(0, 400),
      extraFollowing: rng.int(0, 150),
      ...extra,
    };
    accounts.push(rec);
    w.addAccount(rec);
    return rec;
  };
  const demo = mk(DEMO_USERNAME, 'Woolly Demo :woolly:', null, {
    note: 'The demo account. Everything here is made up.',
    fields: [
      { name: 'Website', value: 'https://woolly.demo.example/', verifiedAt: base - 40 * DAY },
      { name: 'Pronouns', value: 'they/them', verifiedAt: null },
    ],
    roles: [{ id: '3', name: 'Admin', color: '#563acc' }],
    extraFollowers: 0,
    extraFollowing: 0,
  });
  const admin = mk('admin', 'Instance Admin', null, {
    roles: [{ id: '3', name: 'Admin', color: '#563acc' }],
  });
  FIRST.forEach((name, i) => {
    const domain = i % 3 === 0 ? null : (DOMAINS[i % DOMAINS.length] ?? null);
    const emoji = i % 7 === 0 ? ' :sparkles_rainbow:' : i % 11 === 0 ? ' :kitty:' : '';
    mk(name.toLowerCase(), `${name} ${String.fromCharCode(65 + (i % 26))}.${emoji}`, domain, {
      locked: i % 9 === 4,
      bot: i % 13 === 5,
      group: i === 20,
      discoverable: i % 8 !== 3,
      fields:
        i % 2 === 0
          ? [
              {
                name: 'Blog',
                value: `https://${name.toLowerCase()}.blog.example`,
                verifiedAt: i % 4 === 0 ? base - i * DAY : null,
              },
              { name: 'Location', value: i % 3 === 0 ? 'By the sea' : 'Somewhere inland', verifiedAt: null },
            ]
          : [],
      roles: domain === null && i % 5 === 0 ? [{ id: '2', name: 'Moderator', color: '#2b90d9' }] : [],
    });
  });
  const newSheep = mk('newsheep', 'New Sheep :sheep:', 'fedi.example');
  mk('oldsheep', 'Old Sheep (moved)', null, { movedToId: newSheep.id, note: 'I have moved.' });
  const spammer = mk('spammer', 'Buy Now', 'spam.example', { bot: true, discoverable: false });
  const newbie = mk('newbie', 'Fresh Account', null, {
    createdAt: base - 2 * DAY,
    extraFollowers: 0,
  });
  const others = accounts.filter((a) => a !== demo && a !== spammer);
  const friends = others.filter((_, i) => i % 3 !== 2 && i < 50);

  // ---- follows (before the week starts) ----
  clock = base - 30 * DAY;
  for (const f of friends) {
    clock += rng.int(1, 30) * 60_000;
    w.addFollow(demo.id, f.id, clock, { notify: f.username === 'ada' || f.username === 'bruno' });
  }
  for (const a of others) {
    for (const b of others) if (a !== b && rng.chance(0.08)) w.addFollow(a.id, b.id, clock);
  }
  w.domainBlocks.set(demo.id, new Set(['spam.example']));

  // ---- a week of activity, in time order ----
  const start = base - 7 * DAY;
  // About a tenth become boosts, so a bit more than 2,000 original posts come out.
  const postCount = 2250;
  const times: number[] = [];
  // The week ends three hours before the base time; the rarer events below fill those last hours in order.
  for (let i = 0; i < postCount; i++) times.push(start + Math.floor(rng.next() * (7 * DAY - 3 * HOUR)));
  times.sort((a, b) => a - b);
  const recent: StatusRec[] = [];
  const demoPosts: StatusRec[] = [];
  let quotedToDelete: StatusRec | null = null;
  let look = 100;
  const authors = [...others, ...others.filter((a) => w.isFollowing(demo.id, a.id))];

  const newMedia = (ownerId: string, type: MediaRec['type'], sensitiveLook: boolean): string => {
    const at = clock;
    // Video and GIFV are the demo's one real clip (demo/media/), so they take its size and length; the numbers are
    // drawn all the same, so that the rest of the seeded world stays what it was.
    const clip = type === 'video' || type === 'gifv' ? demoVideo() : null;
    const drawnWidth = type === 'audio' ? 0 : rng.pick([640, 800, 1200, 1080]);
    const drawnHeight = type === 'audio' ? 0 : rng.pick([480, 600, 800, 1350]);
    const width = clip?.width ?? drawnWidth;
    const height = clip?.height ?? drawnHeight;
    look++;
    const rec = w.addMedia({
      id: w.mediaIds(at),
      accountId: ownerId,
      type,
      description: rng.chance(0.8)
        ? `A ${sensitiveLook ? 'sensitive ' : ''}${type} about ${rng.pick(TOPICS).tag}`
        : null,
      blurhash: type === 'audio' ? null : blurhashFor(look, width || 1, height || 1),
      width: width || 1,
      height: height || 1,
      duration:
        type === 'video' || type === 'gifv' || type === 'audio'
          ? playableDuration(type, rng.int(3, 240))
          : null,
      focus: rng.chance(0.3) ? { x: 0.2, y: -0.3 } : null,
      look,
      processingPolls: 0,
      statusId: null,
      createdAt: at,
    });
    return rec.id;
  };

  const pending: { at: number; run: () => void }[] = [];
  const runPending = (until: number) => {
    while (pending.length > 0 && (pending[0]?.at ?? 0) <= until) {
      const next = pending.shift();
      if (!next) break;
      clock = Math.max(clock, next.at);
      try {
        next.run();
      } catch {
        // The post may have gone (deleted quote) or been boosted already: skip, as a real user would.
      }
    }
  };
  for (let i = 0; i < postCount; i++) {
    runPending(times[i] as number);
    clock = times[i] as number;
    const author = i % 33 === 0 ? demo : rng.pick(authors);
    const roll = rng.next();
    // Boosts of recent public posts.
    if (roll < 0.1 && recent.length > 5) {
      const target = rng.pick(recent.slice(-40));
      if (target.accountId !== author.id && target.visibility === 'public' && !target.reblogOfId) {
        w.reblog(author.id, target.id, 'public', clock);
        continue;
      }
    }
    const topic = rng.pick(TOPICS);
    let text = `${rng.pick(topic.lines)} ${rng.pick(FILLER)}`;
    if (rng.chance(0.6)) text += ` #${topic.tag}`;
    if (rng.chance(0.15)) text += ` #${rng.pick(TOPICS).tag}`;
    const mentionDemo = author !== demo && rng.chance(0.04);
    if (mentionDemo) text = `@${DEMO_USERNAME} ${text}`;
    else if (rng.chance(0.05)) text = `@${rng.pick(others).username} ${text}`;
    let cardRec: CardRec | null = null;
    if (rng.chance(0.08)) {
      cardRec = rng.pick(CARDS);
      text += `\n\n${cardRec.url}`;
    }
    const mediaIds: string[] = [];
    let sensitive = false;
    if (rng.chance(0.16)) {
      const kind = rng.pick(['image', 'image', 'image', 'gifv', 'video', 'audio'] as const);
      sensitive = rng.chance(0.2);
      const n = kind === 'image' ? rng.int(1, 4) : 1;
      for (let k = 0; k < n; k++) mediaIds.push(newMedia(author.id, kind, sensitive));
    }
    const spoiler = rng.chance(0.07)
      ? rng.pick(['Food', 'Politics', 'Spoilers for the finale', 'Eye contact', 'Long post'])
      : '';
    const parent = recent.length > 0 && rng.chance(0.18) ? rng.pick(recent.slice(-60)) : null;
    const replyTo = parent && !parent.reblogOfId && parent.visibility !== 'direct' ? parent : null;
    if (replyTo) text = `@${w.acctOf(w.account(replyTo.accountId))} ${text}`;
    const quote = !replyTo && recent.length > 10 && rng.chance(0.03) ? rng.pick(recent.slice(-100)) : null;
    const poll =
      mediaIds.length === 0 && rng.chance(0.04)
        ? {
            options: ['Yes', 'No', 'Maybe', 'Only on weekends'].slice(0, rng.int(2, 4)),
            expiresInS: rng.pick([3600, 86400, 3 * 86400, 7 * 86400]),
            multiple: rng.chance(0.3),
          }
        : null;
    const visibility = rng.chance(0.9) ? 'public' : rng.pick(['unlisted', 'private'] as const);
    const s = w.createStatus(author.id, {
      text,
      spoilerText: spoiler,
      sensitive,
      visibility,
      language: rng.chance(0.9) ? 'en' : rng.pick(['de', 'fr', 'ja']),
      inReplyToId: replyTo?.id ?? null,
      quoteOfId: quote && !quote.reblogOfId ? quote.id : null,
      mediaIds,
      poll,
      card: cardRec,
      application: rng.pick(['Web', 'Woolly', 'Tusky', null]),
    });
    s.extraFavourites = rng.chance(0.5) ? rng.int(0, 40) : 0;
    s.extraReblogs = rng.chance(0.3) ? rng.int(0, 12) : 0;
    if (s.pollId) {
      const p = w.polls.get(s.pollId);
      if (p) {
        p.baseVotes = p.options.map(() => rng.int(0, 30));
        p.baseVoters = p.baseVotes.reduce((a, b) => a + b, 0);
        if (rng.chance(0.5) && author !== demo && (p.expiresAt ?? 0) > clock) p.votes.set(demo.id, [0]);
      }
    }
    if (quote && !quotedToDelete && quote.accountId !== demo.id && !quote.reblogOfId) quotedToDelete = quote;
    if (author === demo) demoPosts.push(s);
    recent.push(s);
    // Edits with history, a few minutes later.
    if (rng.chance(0.03) && !s.pollId) {
      const original = clock;
      clock += 5 * 60_000;
      w.editStatus(author.id, s.id, { text: `${text} (edited)`, spoilerText: spoiler, sensitive, mediaIds });
      clock = original;
    }
    // Interactions on the demo user's posts: favourites and boosts from several people (grouped notifications).
    // They happen later, so they are queued and replayed in time order.
    if (author === demo) {
      const fans = rng.int(1, 9);
      let at = clock;
      for (let k = 0; k < fans; k++) {
        const fan = rng.pick(others);
        at = Math.min(base - 150 * 60_000, at + rng.int(1, 40) * 60_000);
        const boost = rng.chance(0.3);
        pending.push({
          at,
          run: () => (boost ? w.reblog(fan.id, s.id, 'public', clock) : w.favourite(fan.id, s.id)),
        });
      }
      pending.sort((a, b) => a.at - b.at);
    }
  }
  runPending(Number.POSITIVE_INFINITY);

  // A quoted post that was later deleted (its quotes show state "deleted").
  clock = base - 2 * HOUR;
  if (quotedToDelete) w.deleteStatus(quotedToDelete.accountId, quotedToDelete.id);

  // The demo user's favourites, bookmarks, a pin and a boost of someone's post (later edited → "update").
  clock = base - 90 * 60_000;
  const timeline = recent.filter(
    (s) => s.accountId !== demo.id && s.visibility === 'public' && !s.reblogOfId && !s.deleted,
  );
  for (const s of timeline.slice(-80).filter((_, i) => i % 5 === 0)) w.favourite(demo.id, s.id);
  for (const s of timeline.slice(-120).filter((_, i) => i % 17 === 0)) w.bookmark(demo.id, s.id, true);
  const firstDemo = demoPosts[0];
  if (firstDemo) w.pin(demo.id, firstDemo.id, true);
  const boosted = timeline[timeline.length - 30];
  if (boosted) {
    w.reblog(demo.id, boosted.id, 'public', clock);
    clock += 10 * 60_000;
    w.editStatus(boosted.accountId, boosted.id, {
      text: `${boosted.text}\n\nUpdate: fixed a typo.`,
      spoilerText: boosted.spoilerText,
      sensitive: boosted.sensitive,
      mediaIds: boosted.mediaIds,
    });
  }

  // Follows of the demo user (grouped), a follow request, and the rarer notification types.
  clock = base - 70 * 60_000;
  for (const f of others.filter((_, i) => i % 4 === 1).slice(0, 12)) {
    clock += 60_000;
    w.follow(f.id, demo.id);
  }
  clock += 60_000;
  w.followRequests.set(`${newbie.id}>${demo.id}`, { id: w.edgeIds(clock), from: newbie.id, to: demo.id });
  w.notify(demo.id, 'follow_request', newbie.id);
  clock += 60_000;
  w.notify(demo.id, 'admin.sign_up', newbie.id);
  clock += 60_000;
  const reportId = w.nextSmallId();
  w.reports.set(reportId, {
    id: reportId,
    category: 'spam',
    comment: 'Keeps posting ads',
    targetId: spammer.id,
    statusIds: [],
    createdAt: clock,
  });
  w.notify(demo.id, 'admin.report', admin.id, { reportId });
  clock += 60_000;
  const warningId = w.nextSmallId();
  w.warnings.set(warningId, {
    id: warningId,
    action: 'none',
    text: 'Please add content warnings to spoilers.',
    targetId: demo.id,
    createdAt: clock,
  });
  w.notify(demo.id, 'moderation_warning', admin.id, { warningId });
  clock += 60_000;
  const eventId = w.nextSmallId();
  w.severances.set(eventId, {
    id: eventId,
    type: 'domain_block',
    targetName: 'spam.example',
    followersCount: 0,
    followingCount: 1,
    createdAt: clock,
  });
  w.notify(demo.id, 'severed_relationships', admin.id, { eventId });
  clock += 60_000;
  w.notify(demo.id, 'annual_report', demo.id, { year: 2025 });
  // Poll results: the demo user's own poll and one it voted in have ended.
  clock += 60_000;
  const pollAuthor = friends[3] ?? admin;
  const endedPoll = w.createStatus(pollAuthor.id, {
    text: 'Tabs or spaces?',
    poll: { options: ['Tabs', 'Spaces'], expiresInS: 300, multiple: false },
    createdAt: clock - 10 * 60_000,
  });
  if (endedPoll.pollId) {
    const p = w.polls.get(endedPoll.pollId);
    if (p) {
      p.votes.set(demo.id, [1]);
      p.baseVotes = [12, 30];
      p.baseVoters = 42;
    }
    w.notify(demo.id, 'poll', pollAuthor.id, { statusId: endedPoll.id });
  }
  // Direct conversations (one from a stranger, held back as a notification request).
  for (const f of friends.slice(0, 3)) {
    clock += 60_000;
    w.createStatus(f.id, { text: `@${DEMO_USERNAME} are we still on for Saturday?`, visibility: 'direct' });
  }
  for (const stranger of [spammer, newbie]) {
    clock += 60_000;
    w.createStatus(stranger.id, { text: `@${DEMO_USERNAME} hi! check my profile`, visibility: 'direct' });
  }
  clock += 60_000;
  w.createStatus(demo.id, {
    text: `@${friends[0]?.username ?? 'ada'} yes, see you then!`,
    visibility: 'direct',
  });

  seedCollections(w, demo, friends, base, clock);
  seedRtlPosts(w, base);
  seedForeignLanguagePosts(w, base);
  // The seed is the past: the ends of its polls were announced already (the one above explicitly).
  for (const p of w.polls.values()) p.endNotified = true;
  w.now = realNow;
  return { demoId: demo.id, adminId: admin.id };
}

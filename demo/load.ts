// The load generator: posts by followed accounts (so they land on the demo user's home) and notifications of
// mixed types to the demo user, at a set rate. Everything goes through the world's normal methods, so generated
// items are stored, paged and streamed like any other. Timers are injected so tests drive it by hand.
import type { Rng } from './world/prng.ts';
import type { World } from './world/world.ts';

export interface LoadRates {
  postsPerSecond: number;
  notificationsPerSecond: number;
  /** Where posts should show: 'home' (followed accounts, default), 'public' (anyone), 'hashtag:<tag>'. */
  stream?: string;
}

export interface Timers {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface LoadGenerator {
  start(rates: LoadRates): void;
  stop(): void;
  running(): boolean;
  rates(): LoadRates | null;
  /** Advances the generator by `ms` of time: emits the posts and notifications due. */
  step(ms: number): { posts: number; notifications: number };
  /** Totals since creation. */
  totals(): { posts: number; notifications: number };
}

const TICK_MS = 50;

const LINES = [
  'Just shipped a small fix.',
  'Rain again. Tea again.',
  'Anyone else watching the meteor shower tonight?',
  'Trying a new recipe :coffee_cup:',
  'The cat knocked over my plant.',
  'Reading a great book about ships.',
  'Long walk, clear head.',
  'Streaming works! :blobparty:',
];
const TAGS = ['woolly', 'cats', 'photography', 'typescript', 'music', 'coffee'];

export function createLoadGenerator(deps: {
  world: World;
  demoId: () => string;
  rng: Rng;
  timers: Timers;
}): LoadGenerator {
  const { world: w, rng, timers } = deps;
  let current: LoadRates | null = null;
  let handle: unknown = null;
  let postDebt = 0;
  let notifDebt = 0;
  const totals = { posts: 0, notifications: 0 };
  let seq = 0;

  const authors = (): string[] => {
    const demo = deps.demoId();
    const stream = current?.stream ?? 'home';
    // Followed accounts whose posts reach home: not in an exclusive list, not muted.
    const exclusive = new Set(
      [...w.lists.values()]
        .filter((l) => l.ownerId === demo && l.exclusive)
        .flatMap((l) => [...l.accountIds]),
    );
    const followed = [...w.follows.values()]
      .filter((e) => e.from === demo && !exclusive.has(e.to) && !w.isMuting(demo, e.to))
      .map((e) => e.to);
    if (stream === 'home' && followed.length) return followed;
    return [...w.accounts.keys()].filter((id) => id !== demo);
  };

  // Computed once per start: who posts does not change while a run lasts.
  let authorList: string[] = [];
  const makePost = () => {
    const list = authorList.length ? authorList : authors();
    const author = rng.pick(list);
    const stream = current?.stream ?? 'home';
    const tag = stream.startsWith('hashtag:') ? stream.slice(8) : rng.pick(TAGS);
    seq++;
    const text = `${rng.pick(LINES)} #${tag} (${seq})`;
    const withCw = rng.chance(0.1);
    w.createStatus(author, {
      text,
      spoilerText: withCw ? 'Load test' : '',
      visibility: 'public',
      application: 'Load generator',
    });
    totals.posts++;
  };

  const makeNotification = () => {
    const demo = deps.demoId();
    const others = [...w.accounts.keys()].filter((id) => id !== demo);
    const from = rng.pick(others);
    const own = [...w.statusOrder]
      .slice(-400)
      .reverse()
      .map((id) => w.statuses.get(id))
      .find((s) => s && s.accountId === demo && !s.deleted && !s.reblogOfId);
    const kind = rng.pick(['favourite', 'favourite', 'reblog', 'mention', 'follow'] as const);
    try {
      if (kind === 'mention' || !own) {
        w.createStatus(from, {
          text: `@woolly ping from the load generator (${++seq})`,
          visibility: 'public',
        });
      } else if (kind === 'favourite') {
        w.notify(demo, 'favourite', from, { statusId: own.id });
        own.extraFavourites++;
      } else if (kind === 'reblog') {
        w.notify(demo, 'reblog', from, { statusId: own.id });
        own.extraReblogs++;
      } else {
        w.notify(demo, 'follow', from);
      }
      totals.notifications++;
    } catch {
      // A blocked or missing account: skip this one.
    }
  };

  const step = (ms: number) => {
    if (!current) return { posts: 0, notifications: 0 };
    postDebt += (current.postsPerSecond * ms) / 1000;
    notifDebt += (current.notificationsPerSecond * ms) / 1000;
    let posts = 0;
    let notifications = 0;
    while (postDebt >= 1) {
      postDebt -= 1;
      makePost();
      posts++;
    }
    while (notifDebt >= 1) {
      notifDebt -= 1;
      makeNotification();
      notifications++;
    }
    return { posts, notifications };
  };

  return {
    start(rates) {
      this.stop();
      current = { ...rates };
      authorList = authors();
      postDebt = 0;
      notifDebt = 0;
      handle = timers.setInterval(() => step(TICK_MS), TICK_MS);
    },
    stop() {
      if (handle !== null) timers.clearInterval(handle);
      handle = null;
      current = null;
    },
    running: () => current !== null,
    rates: () => current,
    step,
    totals: () => ({ ...totals }),
  };
}

// Home feeds being built, as Mastodon rebuilds the feed of an account that was away: while the feed is built the
// home timeline answers 206 Partial Content with what is merged so far (the account's own posts, then the posts of
// each followed account in turn, in follow order), and 200 once every followed account is merged. Here the build
// moves on with each answer, so clients and tests see it grow and then finish without waiting on a clock.
import type { Keep } from './timelines.ts';
import type { World } from './world.ts';

interface Build {
  /** How many partial answers are still to come. */
  answersLeft: number;
  /** How many of the followed accounts (in follow order) are merged into the feed. */
  merged: number;
}

/** Per world, so that several demo instances in one process (tests) do not share builds. */
const builds = new WeakMap<World, Map<string, Build>>();

const buildsOf = (w: World): Map<string, Build> => {
  let m = builds.get(w);
  if (!m) {
    m = new Map();
    builds.set(w, m);
  }
  return m;
};

const followedInOrder = (w: World, accountId: string): string[] =>
  w.edgesFrom(w.follows, accountId).map((e) => e.to);

/** Starts (or restarts) building `accountId`'s home feed: the next `answers` home answers are partial (206). */
export function startHomeFeedBuild(w: World, accountId: string, answers = 2): void {
  buildsOf(w).set(accountId, { answersLeft: Math.max(1, Math.floor(answers)), merged: 0 });
}

/** The feed is ready at once: home answers 200 from now on. */
export function finishHomeFeedBuild(w: World, accountId: string): void {
  buildsOf(w).delete(accountId);
}

export function homeFeedBuilding(w: World, accountId: string): boolean {
  return buildsOf(w).has(accountId);
}

/**
 * One home answer for `viewer`: null when the feed is whole (answer 200 with the full timeline), else the test
 * for what the feed holds so far (answer 206). Each partial answer merges a further share of the followed
 * accounts, so the answer after the last partial one is whole.
 */
export function takeHomeFeedAnswer(w: World, viewer: string, home: Keep): Keep | null {
  const build = buildsOf(w).get(viewer);
  if (!build) return null;
  if (build.answersLeft <= 0) {
    finishHomeFeedBuild(w, viewer);
    return null;
  }
  const followed = followedInOrder(w, viewer);
  const merged = new Set(followed.slice(0, build.merged));
  // Spread the followed accounts over the partial answers: after the last one, all are merged.
  const share = Math.ceil((followed.length - build.merged) / build.answersLeft);
  build.answersLeft -= 1;
  build.merged = Math.min(followed.length, build.merged + share);
  return (s) => home(s) && (s.accountId === viewer || merged.has(s.accountId));
}

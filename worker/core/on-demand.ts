// A part of the core fetched the first time it is used (issue 20, item 7): the core's first script holds what the
// first home page needs, and a part only some screens or actions use (compose and uploads, sign-in…) is a dynamic
// import of its own, asked for once. A failed fetch (offline, a new build deployed meanwhile) is asked for again by
// the next use; the caller's action fails with it, and what the user wrote stays where it was (the draft is kept).
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let part: Promise<T> | null = null;
  return () => {
    part ??= load().catch((e: unknown) => {
      part = null;
      throw e;
    });
    return part;
  };
}

// One AudioContext per tab for the notification sound: creating one per sound is costly and browsers cap how many a
// page may hold. Made on the first sound (not at load: an unused context costs an audio thread), made again only if
// something closed it, and resumed when the autoplay policy left it suspended.

/** The part of AudioContext this module touches (tests pass a plain object). */
export interface AudioContextLike {
  readonly state: string;
  resume(): Promise<void>;
}

export function sharedAudioContext<C extends AudioContextLike>(create: () => C): () => C {
  let ctx: C | null = null;
  return () => {
    if (!ctx || ctx.state === 'closed') ctx = create();
    // Suspended until the page has had a user gesture; resuming is harmless when it is refused.
    if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
    return ctx;
  };
}

// The one player rule a post row needs (MediaGrid), kept apart from the players' rules (player-rules.ts) so the rows'
// file fetched before the first posts does not carry the video and audio players' (issue 20, item 7).

/** Whether an animated GIF (GIFV) plays by itself: only where the setting allows and the reader asked for no
 *  reduced motion. It always loops muted. */
export const gifvAutoplays = (autoplaySetting: boolean | undefined, reducedMotion: boolean) =>
  (autoplaySetting ?? true) && !reducedMotion;

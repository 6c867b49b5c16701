// The shape of the demo's playable media: the clip that scripts/make-demo-video.ts records, and the tune that
// demo-audio.ts synthesizes. Kept apart so the script and the server agree without importing each other.
/** Long enough to scroll a playing video away and open another screen while it goes on in picture-in-picture. */
export const DEMO_VIDEO = { width: 320, height: 180, durationS: 12 } as const;
export const DEMO_AUDIO = { sampleRate: 8000, durationS: 4 } as const;

// What the page fetches before its first post (issue 20, item 7): the entry's static imports (before the first
// paint) and the rows' file (vite.config.ts's 'first-rows': the list and the post row with what they import and the
// entry does not). A part neither needs until the posts are drawn is a dynamic import, fetched after them. Read from
// the sources' static imports (type-only imports are erased; dynamic ones are separate chunks).
import { describe, expect, it } from 'vitest';
import { sourceClosure } from './static-closure.ts';

const entry = sourceClosure(['src/main.tsx']).modules;
const rows = sourceClosure([
  'src/components/virtual-list/VirtualList.tsx',
  'src/components/status/StatusRow.tsx',
]).modules;

describe("the page's JavaScript before its first post", () => {
  it('leaves the read markers flush on page hide to after the first posts', () => {
    expect(entry.has('src/core-client/core.ts')).toBe(true);
    expect(
      ['src/core-client/markers-tab.ts', 'src/lib/markers-flush.ts'].filter((m) => entry.has(m)),
    ).toEqual([]);
  });

  it("leaves the tab's part in notifications (presence, title, desktop notifications) to after the first posts", () => {
    expect(
      ['src/core-client/notifications-tab.ts', 'src/core-client/presence.ts'].filter((m) => entry.has(m)),
    ).toEqual([]);
  });

  it("leaves the posts' keyboard shortcuts to the first one used", () => {
    expect(entry.has('src/views/ViewScreen.tsx')).toBe(true);
    expect(entry.has('src/views/row-shortcuts.ts')).toBe(false);
  });

  it("leaves the share screen's rules to the share screen (the compose opener needs only the text's key)", () => {
    expect(entry.has('src/components/compose/open-compose.ts')).toBe(true);
    expect(entry.has('src/components/compose/share-target.ts')).toBe(false);
  });

  it("leaves the video and audio players' rules out of the rows' file (a row needs only the GIFV rule)", () => {
    expect(rows.has('src/components/media/gifv-autoplay.ts')).toBe(true);
    expect(rows.has('src/components/media/player-rules.ts')).toBe(false);
  });
});

// @vitest-environment happy-dom
// Drafts per tab, never lost (issue 12 items 3-5): each tab composes under its own session id (kept across its
// reload, new in a new tab); what is typed is kept by the tab itself, so a reload finds it even when the core never
// got it, and a tab closed right after typing leaves it for the next tab to take over.
import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Intent, IntentResult } from '../../../shared/protocol/intents.ts';
import { CoreProvider } from '../../../src/app/core-context.tsx';
import { ComposeBox } from '../../../src/components/compose/ComposeBox.tsx';
import { composeSessionId, scopedDraftId } from '../../../src/components/compose/compose-session.ts';
import { earlyCompose } from '../../../src/components/compose/early-compose.ts';
import {
  pruneLocalDrafts,
  readLocalDraft,
  takeOverClosedDraft,
  writeLocalDraft,
} from '../../../src/components/compose/local-drafts.ts';
import { fakeCore, type Rendered, render, settle, typeInto } from '../views/harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
  localStorage.clear();
  sessionStorage.clear();
  // The next test is a page that is not leaving (a pagehide above set it so).
  window.dispatchEvent(new Event('pageshow'));
});

/** A core that takes intents and never answers (it died a moment ago and the tab has not noticed yet). */
function deadCore() {
  const core = fakeCore();
  core.intent = (i: Intent) => {
    core.intents.push(i);
    return new Promise<IntentResult>(() => {});
  };
  return core;
}

/** Stands for a new tab in the same test page: its own sessionStorage, and a page that is shown, not leaving. */
function newTab() {
  sessionStorage.clear();
  window.dispatchEvent(new Event('pageshow'));
}

const text = () => r?.container.querySelector<HTMLTextAreaElement>('textarea.compose-text')?.value;

describe('a compose session per tab', () => {
  it('the same id across a reload (sessionStorage), a new one in a new tab; post drafts stay as they are', () => {
    const tabA = new Map<string, string>();
    const store = (m: Map<string, string>) => ({
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
    });
    let n = 0;
    const make = () => `s${++n}`;
    const a = composeSessionId(store(tabA), make);
    expect(composeSessionId(store(tabA), make)).toBe(a);
    expect(composeSessionId(store(new Map()), make)).not.toBe(a);
    expect(scopedDraftId('side', a)).toBe(`side@${a}`);
    expect(scopedDraftId('edit:9', a)).toBe('edit:9');
    expect(scopedDraftId('quote:9', a)).toBe('quote:9');
  });
});

describe("the tab's own copy of its drafts", () => {
  it('the newest closed draft of the same area is taken over, moved to the new id; open ones never', () => {
    writeLocalDraft(localStorage, 'side@a', { text: 'older, closed' }, 1, true);
    writeLocalDraft(localStorage, 'side@b', { text: 'newer, closed' }, 2, true);
    writeLocalDraft(localStorage, 'side@c', { text: 'another tab, still open' }, 3);
    writeLocalDraft(localStorage, 'page@d', { text: 'another area' }, 4, true);
    const isSide = (id: string) => id.startsWith('side@');
    expect(takeOverClosedDraft(localStorage, 'side@new', isSide, 5)).toEqual({
      draft: { text: 'newer, closed' },
      from: 'side@b',
    });
    expect(readLocalDraft(localStorage, 'side@b')).toBeNull();
    expect(readLocalDraft(localStorage, 'side@new')).toEqual({ text: 'newer, closed' });
    expect(takeOverClosedDraft(localStorage, 'side@x', isSide, 6)?.from).toBe('side@a');
    expect(takeOverClosedDraft(localStorage, 'side@y', isSide, 7)).toBeNull();
  });

  it('bounded: the oldest entries go; malformed entries are ignored', () => {
    for (let i = 0; i < 5; i++) writeLocalDraft(localStorage, `side@t${i}`, { text: String(i) }, i);
    localStorage.setItem('woolly:draft:side@bad', '{not json');
    pruneLocalDrafts(localStorage, 3);
    expect(
      ['t0', 't1', 't2', 't3', 't4'].map((t) => readLocalDraft(localStorage, `side@${t}`) !== null),
    ).toEqual([false, false, true, true, true]);
    expect(readLocalDraft(localStorage, 'side@bad')).toBeNull();
  });
});

describe('ComposeBox keeps what was typed', () => {
  it('typed while the core is dead: a reload of the tab shows it, and gives it to the core (item 4)', async () => {
    const core = deadCore();
    r = render(<ComposeBox draftId="side" debounceMs={50} />, core);
    typeInto(r.container.querySelector('textarea'), 'typed into the void');
    r.unmount();
    // Reload: the same tab (sessionStorage kept), a core that answers nothing yet.
    const after = deadCore();
    r = render(<ComposeBox draftId="side" />, after);
    await settle();
    expect(text()).toBe('typed into the void');
    expect(after.intents).toContainEqual(
      expect.objectContaining({
        type: 'draft.save',
        draft: expect.objectContaining({ text: 'typed into the void' }),
      }),
    );
  });

  it('the only tab closed right after typing: the next tab takes the draft over (item 5)', async () => {
    const core = deadCore();
    r = render(<ComposeBox draftId="side" debounceMs={10_000} />, core);
    typeInto(r.container.querySelector('textarea'), 'closed within the debounce');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    r.unmount();
    const closedSession = sessionStorage.getItem('woolly:compose-session');
    newTab();
    const next = deadCore();
    r = render(<ComposeBox draftId="side" />, next);
    await settle();
    expect(text()).toBe('closed within the debounce');
    // The core is told: the closed tab's draft is now this tab's.
    expect(next.intents).toContainEqual({
      type: 'draft.save',
      draftId: `side@${closedSession}`,
      draft: null,
    });
    expect(next.intents).toContainEqual(
      expect.objectContaining({
        type: 'draft.save',
        draftId: expect.not.stringContaining(closedSession as string),
        draft: expect.objectContaining({ text: 'closed within the debounce' }),
      }),
    );
  });

  it('the tab keeps its copy in the task the typing was rendered in, not at a later frame (a tab closed at once)', async () => {
    r = render(<ComposeBox draftId="side" debounceMs={10_000} />, deadCore());
    await settle();
    const field = r.container.querySelector<HTMLTextAreaElement>('textarea')!;
    // Typed as a page types, outside act: the change renders in a microtask; no frame comes before the check.
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(
      field,
      'typed, then closed',
    );
    field.dispatchEvent(new Event('input', { bubbles: true }));
    for (let i = 0; i < 3; i++) await Promise.resolve();
    const session = sessionStorage.getItem('woolly:compose-session');
    expect(readLocalDraft(localStorage, `side@${session}`)).toEqual(
      expect.objectContaining({ text: 'typed, then closed' }),
    );
  });

  it('a tab closed in the task its box appeared in (before any frame) still marks its copy closed', async () => {
    // A reloaded tab finds its own copy; the box mounts as its module arrives, and the tab is closed before the
    // next frame: the next tab must still be offered the copy.
    sessionStorage.setItem('woolly:compose-session', 'reloaded');
    writeLocalDraft(localStorage, 'side@reloaded', { text: 'kept across the reload' }, 1);
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    // Mounted as a page mounts it, outside act: passive effects wait for a frame that never comes here.
    root.render(
      <CoreProvider core={deadCore()}>
        <Router hook={memoryLocation({ path: '/' }).hook}>
          <ComposeBox draftId="side" />
        </Router>
      </CoreProvider>,
    );
    window.dispatchEvent(new Event('pagehide'));
    const raw = JSON.parse(localStorage.getItem('woolly:draft:side@reloaded') ?? 'null');
    act(() => root.unmount());
    container.remove();
    expect(raw).toEqual(
      expect.objectContaining({
        closed: true,
        draft: expect.objectContaining({ text: 'kept across the reload' }),
      }),
    );
  });

  it('text typed into the stand-in of a tab closing as its box arrives is left for the next tab', async () => {
    // The tab was closed (its pagehide came) while the box's module was on its way; the module arrives and the box
    // mounts in the closing page. The text stays where the next tab's box looks for it, or is kept closed.
    localStorage.setItem('woolly.compose.early', 'typed before the box came');
    Object.assign(earlyCompose, {
      text: 'typed before the box came',
      start: 25,
      end: 25,
      focused: true,
      kept: false,
    });
    window.dispatchEvent(new Event('pagehide'));
    r = render(<ComposeBox draftId="side" debounceMs={10_000} />, deadCore());
    expect(localStorage.getItem('woolly.compose.early')).toBe('typed before the box came');
    expect(
      Object.keys(localStorage).filter(
        (k) => k.startsWith('woolly:draft:') && !JSON.parse(localStorage.getItem(k) ?? '{}').closed,
      ),
    ).toEqual([]);
    Object.assign(earlyCompose, { text: '', start: 0, end: 0, focused: false, kept: false });
  });

  it("a box mounted in a page already closing leaves a closed tab's draft to the next tab", async () => {
    writeLocalDraft(localStorage, 'side@older', { text: 'closed in another tab' }, 1, true);
    window.dispatchEvent(new Event('pagehide'));
    r = render(<ComposeBox draftId="side" debounceMs={10_000} />, deadCore());
    await settle();
    expect(text()).toBe('');
    expect(JSON.parse(localStorage.getItem('woolly:draft:side@older') ?? 'null')).toEqual(
      expect.objectContaining({ closed: true }),
    );
  });

  it('leaving an edit within the debounce: the core still gets the last keystrokes', async () => {
    // A post's draft (edit, redraft) has no copy in the tab: only the core keeps it, so leaving the compose area
    // (back to the timeline) must not drop the save still waiting.
    const core = fakeCore();
    r = render(<ComposeBox draftId="edit:9" debounceMs={10_000} />, core);
    await settle();
    typeInto(r.container.querySelector('textarea'), 'the last words before leaving');
    r.unmount();
    r = null;
    expect(core.intents).toContainEqual({
      type: 'draft.save',
      draftId: 'edit:9',
      draft: expect.objectContaining({ text: 'the last words before leaving' }),
    });
  });

  it('a draft emptied before the tab closed is not offered to the next tab', async () => {
    r = render(<ComposeBox draftId="side" debounceMs={10_000} />, deadCore());
    typeInto(r.container.querySelector('textarea'), 'written');
    typeInto(r.container.querySelector('textarea'), '');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    r.unmount();
    writeLocalDraft(localStorage, 'side@older', { text: 'an older closed draft' }, 1, true);
    newTab();
    r = render(<ComposeBox draftId="side" />, deadCore());
    await settle();
    expect(text()).toBe('an older closed draft');
  });

  it('two tabs typing: each keeps its own draft in the one core; a reload shows its own (item 3)', async () => {
    const drafts = new Map<string, unknown>();
    const sharedCore = () => {
      const core = fakeCore();
      core.intent = async (i: Intent): Promise<IntentResult> => {
        core.intents.push(i);
        if (i.type === 'draft.save') drafts.set(i.draftId, i.draft);
        if (i.type === 'draft.load') return { ok: true, value: drafts.get(i.draftId) ?? null };
        return { ok: true };
      };
      return core;
    };
    const tabs = new Map<string, Map<string, string>>();
    const asTab = (name: string) => {
      // Each tab has its own sessionStorage: swap its contents in.
      const mine = tabs.get(name) ?? new Map<string, string>();
      tabs.set(name, mine);
      sessionStorage.clear();
      for (const [k, v] of mine) sessionStorage.setItem(k, v);
    };
    const leave = (name: string) => {
      const mine = tabs.get(name) as Map<string, string>;
      for (let i = 0; i < sessionStorage.length; i++) {
        const k = sessionStorage.key(i) as string;
        mine.set(k, sessionStorage.getItem(k) as string);
      }
      r?.unmount();
      r = null;
    };
    for (const name of ['one', 'two']) {
      asTab(name);
      r = render(<ComposeBox draftId="side" debounceMs={0} />, sharedCore());
      await settle();
      typeInto(r.container.querySelector('textarea'), `tab ${name}`);
      await act(async () => new Promise((res) => setTimeout(res, 5)));
      leave(name);
    }
    // The tabs' own copies gone (as if only the core kept them): a reload of each finds its own in the core.
    localStorage.clear();
    for (const name of ['one', 'two']) {
      asTab(name);
      r = render(<ComposeBox draftId="side" />, sharedCore());
      await settle();
      expect(text()).toBe(`tab ${name}`);
      leave(name);
    }
  });
});

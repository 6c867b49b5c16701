// The deck's columns (section 3 `columns`): which columns, in which order, how wide. The core keeps them in its
// settings record and applies each change (add, remove, move, width) to the columns it holds at that moment, so two
// tabs editing the deck at once never overwrite each other with a stale copy. Reading is total: a stored value from
// an older build, a server's copy edited by hand or hostile input becomes a valid deck (unknown kinds, malformed
// entries and duplicates are left out), or null when nothing usable is there (then the default deck applies).

/** The kinds of column, named as Mastodon's web UI names them in its settings. */
export const COLUMN_KINDS = [
  'COMPOSE',
  'HOME',
  'NOTIFICATIONS',
  'COMMUNITY',
  'PUBLIC',
  'HASHTAG',
  'LIST',
  'BOOKMARKS',
  'FAVOURITES',
  'DIRECT',
  'SEARCH',
  'EXPLORE',
] as const;

export type ColumnKind = (typeof COLUMN_KINDS)[number];

/** Kinds that need a parameter (`params.id`: the list's id, the tag's name). */
const WITH_ID: readonly string[] = ['HASHTAG', 'LIST'];

export const COLUMN_WIDTHS = ['narrow', 'normal', 'wide'] as const;
export type ColumnWidth = (typeof COLUMN_WIDTHS)[number];

export interface DeckColumn {
  id: string;
  params?: Record<string, string>;
  /** Absent: normal. */
  width?: ColumnWidth;
}

// The default deck has a module of its own, so the startup bundle (which needs only it) leaves these rules to the
// deck's own chunks.
import { DEFAULT_COLUMNS } from './default-columns.ts';

export { DEFAULT_COLUMNS };

/** More columns than anyone can read side by side; a stored value longer than this is cut. */
export const MAX_COLUMNS = 24;
/** A parameter longer than this is not a list id or a tag (a tag is at most 100 characters on Mastodon). */
const MAX_PARAM_LENGTH = 200;

/** One change to the deck, applied by the core to the columns it holds. */
export type DeckColumnOp =
  | { op: 'add'; column: DeckColumn }
  | { op: 'remove'; key: string }
  | { op: 'move'; key: string; by: -1 | 1 }
  | { op: 'width'; key: string; width: ColumnWidth };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const isColumnKind = (v: unknown): v is ColumnKind =>
  typeof v === 'string' && (COLUMN_KINDS as readonly string[]).includes(v);

export const isColumnWidth = (v: unknown): v is ColumnWidth =>
  typeof v === 'string' && (COLUMN_WIDTHS as readonly string[]).includes(v);

/** A column's identity in the deck: its kind, and its list or tag (a tag case-insensitively, as servers match). */
export function columnKey(c: DeckColumn): string {
  const id = c.params?.id;
  if (id === undefined) return c.id;
  return `${c.id}:${c.id === 'HASHTAG' ? id.toLowerCase() : id}`;
}

/** One stored column made valid, or null when it cannot be one. */
export function readColumn(v: unknown): DeckColumn | null {
  if (!isRecord(v) || !isColumnKind(v.id)) return null;
  const out: DeckColumn = { id: v.id };
  if (WITH_ID.includes(v.id)) {
    const raw = isRecord(v.params) ? v.params.id : undefined;
    if (typeof raw !== 'string') return null;
    // A tag is kept without its `#`, as typed otherwise.
    const id = (v.id === 'HASHTAG' ? raw.trim().replace(/^#+/, '') : raw.trim()).slice(
      0,
      MAX_PARAM_LENGTH + 1,
    );
    if (id === '' || id.length > MAX_PARAM_LENGTH || /\s/.test(id)) return null;
    out.params = { id };
  }
  if (isColumnWidth(v.width) && v.width !== 'normal') out.width = v.width;
  return out;
}

/** The stored `columns` made valid: each column once (the first wins), at most MAX_COLUMNS; null when the value is
 *  not a list at all (the default deck applies). An empty list is a deck the user emptied on purpose. */
export function readColumns(v: unknown): DeckColumn[] | null {
  if (!Array.isArray(v)) return null;
  const seen = new Set<string>();
  const out: DeckColumn[] = [];
  for (const raw of v) {
    const c = readColumn(raw);
    if (!c) continue;
    const key = columnKey(c);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c);
    if (out.length === MAX_COLUMNS) break;
  }
  return out;
}

/** The deck a settings record shows: its valid columns, else the default. */
export function deckColumnsOf(settings: { columns?: unknown }): DeckColumn[] {
  return readColumns(settings.columns) ?? [...DEFAULT_COLUMNS];
}

/**
 * Applies one change; null when nothing changes (a column already there, a key not in the deck, a move past the
 * end, the width it already has), so the caller saves nothing. An added column goes at the end, where the user
 * looks for it; the deck is never allowed past MAX_COLUMNS.
 */
export function applyColumnOp(columns: readonly DeckColumn[], op: DeckColumnOp): DeckColumn[] | null {
  if (op.op === 'add') {
    const column = readColumn(op.column);
    if (!column || columns.length >= MAX_COLUMNS) return null;
    const key = columnKey(column);
    if (columns.some((c) => columnKey(c) === key)) return null;
    return [...columns, column];
  }
  const at = columns.findIndex((c) => columnKey(c) === op.key);
  if (at < 0) return null;
  switch (op.op) {
    case 'remove':
      return columns.filter((_, i) => i !== at);
    case 'move': {
      const to = at + op.by;
      if (to < 0 || to >= columns.length) return null;
      const next = [...columns];
      [next[at], next[to]] = [next[to] as DeckColumn, next[at] as DeckColumn];
      return next;
    }
    case 'width': {
      if (!isColumnWidth(op.width)) return null;
      const current = columns[at] as DeckColumn;
      if ((current.width ?? 'normal') === op.width) return null;
      const { width: _old, ...rest } = current;
      return columns.map((c, i) =>
        i === at ? (op.width === 'normal' ? rest : { ...rest, width: op.width }) : c,
      );
    }
    default:
      return null;
  }
}

/** An op as it came over the wire, checked (the core takes nothing from a tab on trust). */
export function readColumnOp(v: unknown): DeckColumnOp | null {
  if (!isRecord(v)) return null;
  if (v.op === 'add') {
    const column = readColumn(v.column);
    return column ? { op: 'add', column } : null;
  }
  if (typeof v.key !== 'string') return null;
  if (v.op === 'remove') return { op: 'remove', key: v.key };
  if (v.op === 'move' && (v.by === 1 || v.by === -1)) return { op: 'move', key: v.key, by: v.by };
  if (v.op === 'width' && isColumnWidth(v.width)) return { op: 'width', key: v.key, width: v.width };
  return null;
}

// Tabs: a tablist whose selected tab is the one Tab reaches; arrows, Home and End move and select.
import { useRef } from 'react';
import { rovingIndex } from './focus.ts';

export interface TabItem {
  id: string;
  label: string;
}

export function Tabs({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  return (
    <div
      className="tabs"
      role="tablist"
      aria-label={label}
      ref={list}
      onKeyDown={(e) => {
        const index = tabs.findIndex((t) => t.id === selected);
        // The tabs run right to left in Arabic: the arrows follow what the reader sees.
        const rtl = list.current?.closest('[dir]')?.getAttribute('dir') === 'rtl';
        const next = rovingIndex(e.key, index, tabs.length, 'horizontal', rtl ? 'rtl' : 'ltr');
        if (next === null) return;
        e.preventDefault();
        onSelect(tabs[next]!.id);
        list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
      }}
    >
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          aria-selected={t.id === selected}
          tabIndex={t.id === selected ? 0 : -1}
          onClick={() => onSelect(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

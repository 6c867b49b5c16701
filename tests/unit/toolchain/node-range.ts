// A small reader of the Node version ranges that packages declare in `engines.node` (`^20.19.0 || >=22.12.0`,
// `>=20`, `>= 18.0.0`, `*`): enough to tell whether a Node version is accepted, as npm's EBADENGINE check does.
export type Version = [number, number, number];

export function parseVersion(text: string): Version | null {
  const m = /^v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?/.exec(text.trim());
  if (!m) return null;
  const part = (s: string | undefined) => (s === undefined || s === 'x' || s === '*' ? 0 : Number(s));
  return [Number(m[1]), part(m[2]), part(m[3])];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
}

/** One comparator (`^20.19.0`, `>=22`, `<25`, `20.x`) against a version; an unreadable comparator accepts nothing. */
function comparatorAccepts(comp: string, v: Version): boolean {
  const m = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comp);
  const base = m ? parseVersion(m[2] as string) : null;
  if (!m || !base) return false;
  const c = compare(v, base);
  switch (m[1]) {
    case '>=':
      return c >= 0;
    case '>':
      return c > 0;
    case '<=':
      return c <= 0;
    case '<':
      return c < 0;
    case '^':
      return c >= 0 && v[0] === base[0] && (base[0] !== 0 || v[1] === base[1]);
    case '~':
      return c >= 0 && v[0] === base[0] && v[1] === base[1];
    default: {
      // A bare version: as many parts as it names must match (`20` is any 20.x).
      const named = (m[2] as string).split('.').filter((p) => /^\d+$/.test(p)).length;
      return base.slice(0, named).every((n, i) => v[i] === n);
    }
  }
}

/** Whether `version` is inside `range` (alternatives joined by `||`, each a space-separated list of comparators). */
export function rangeAccepts(range: string, version: string): boolean {
  const v = parseVersion(version);
  if (!v) return false;
  return range.split('||').some((alt) => {
    const comps = alt
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    return comps.length === 0 || comps.every((c) => c === '*' || c === 'x' || comparatorAccepts(c, v));
  });
}

/** The lowest version of each alternative of a range that starts with a lower bound (`^20.19.0` → 20.19.0). */
export function lowestVersions(range: string): string[] {
  return range.split('||').flatMap((alt) => {
    const m = /^\s*(?:\^|~|>=|=)?\s*v?(\d+(?:\.\d+){0,2})/.exec(alt);
    const v = m ? parseVersion(m[1] as string) : null;
    return v ? [v.join('.')] : [];
  });
}

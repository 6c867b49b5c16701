// Snowflake-like ids as Mastodon makes them: milliseconds since the epoch shifted left 16 bits, plus a sequence.
// For any date between 2020 and 2100 they have 18 digits, so string order is time order; compare as BigInt anyway.

export type IdGen = (atMs: number) => string;

export function createIdGen(): IdGen {
  let last = 0n;
  return (atMs) => {
    let id = BigInt(Math.floor(atMs)) << 16n;
    // Strictly increasing even when two things happen in the same millisecond or the clock steps back.
    if (id <= last) id = last + 1n;
    last = id;
    return id.toString();
  };
}

export const cmpId = (a: string, b: string): number => {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

export const idTime = (id: string): number => Number(BigInt(id) >> 16n);

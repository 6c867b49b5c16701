// Section 5: a blurhash must be at least 6 characters and its length must match its component count
// (4 + 2·numX·numY, numX and numY from the first base-83 character). Otherwise a decode error is logged.

const BASE83 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

export type Log = (message: string) => void;

export function validBlurhash(hash: string | null | undefined, log?: Log): string | null {
  if (hash === null || hash === undefined || hash === '') return null;
  const reason = blurhashProblem(hash);
  if (reason === null) return hash;
  log?.(`blurhash decode error: ${reason}`);
  return null;
}

function blurhashProblem(hash: string): string | null {
  if (typeof hash !== 'string' || hash.length < 6) return 'shorter than 6 characters';
  for (let i = 0; i < hash.length; i++) if (BASE83.indexOf(hash.charAt(i)) < 0) return 'not base 83';
  const size = BASE83.indexOf(hash.charAt(0));
  const numY = Math.floor(size / 9) + 1;
  const numX = (size % 9) + 1;
  const expected = 4 + 2 * numX * numY;
  return hash.length === expected ? null : `length ${hash.length}, expected ${expected}`;
}

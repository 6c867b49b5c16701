// Unit tests that build rows from HTML directly (not through an answer or a stream frame) run with the reference HTML
// parser loaded, as the core has it for any HTML that came through its edge (worker/content/parser-gate.ts). The
// tests of the parser fetched on demand start from a fresh module graph (vi.resetModules) where it is not loaded.
import { beforeAll } from 'vitest';
import { loadReferenceParser } from '../../worker/content/reference-parser.ts';

beforeAll(async () => {
  await loadReferenceParser();
});

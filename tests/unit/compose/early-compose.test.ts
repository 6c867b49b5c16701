// What was typed into the compose box's stand-in before the box arrived joins the draft's own text, never replaces
// it (src/components/compose/early-compose.ts).
import { describe, expect, it } from 'vitest';
import { joinTyped } from '../../../src/components/compose/early-compose.ts';

describe('text typed before the compose box arrived', () => {
  it('is the text of an empty draft', () => {
    expect(joinTyped('', 'Hello')).toBe('Hello');
  });
  it('follows a draft kept from before (a reload), with a space between words', () => {
    expect(joinTyped('Kept', 'typed')).toBe('Kept typed');
    expect(joinTyped('Kept\n', 'typed')).toBe('Kept\ntyped');
  });
  it('leaves the draft as it was when nothing was typed', () => {
    expect(joinTyped('Kept', '')).toBe('Kept');
  });
});

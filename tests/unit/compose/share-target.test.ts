import { describe, expect, it } from 'vitest';
import { composeTextPath, sharedText } from '../../../src/components/compose/share-target.ts';

const shared = (q: string) => sharedText(new URLSearchParams(q));

describe('a share from another app', () => {
  it('joins title, text and address, each once', () => {
    expect(shared('title=Sheep&text=Look%20at%20them&url=https%3A%2F%2Fex.org%2Fsheep')).toBe(
      'Sheep\n\nLook at them\n\nhttps://ex.org/sheep',
    );
  });

  it('keeps an address that is already in the text once (Android puts it in text)', () => {
    expect(shared('text=Read%20https%3A%2F%2Fex.org%2Fa&url=https%3A%2F%2Fex.org%2Fa')).toBe(
      'Read https://ex.org/a',
    );
    expect(shared('title=News&text=News')).toBe('News');
  });

  it('drops a piece a later one contains (the title at the start of the text)', () => {
    expect(shared('title=Wool&text=Wool%20prices%20are%20up')).toBe('Wool prices are up');
  });

  it('ignores empty and missing fields; nothing shared is an empty post', () => {
    expect(shared('title=&text=%20&url=https%3A%2F%2Fex.org')).toBe('https://ex.org');
    expect(shared('')).toBe('');
    expect(shared('other=1')).toBe('');
  });

  it('opens compose with the text, or a plain new post', () => {
    expect(composeTextPath('a b&c')).toBe('/publish?text=a%20b%26c');
    expect(composeTextPath('')).toBe('/publish');
  });
});

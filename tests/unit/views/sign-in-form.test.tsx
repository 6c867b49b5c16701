// @vitest-environment happy-dom
// The sign-in form (issues 12.10 and 12.11): what was typed reaches the core with its scheme and port when they
// matter, and a core that never answers does not leave the form waiting without a word.
import { afterEach, describe, expect, it } from 'vitest';
import { SignIn } from '../../../src/components/chrome/SignIn.tsx';
import { byText, click, fakeCore, type Rendered, render, settle, typeInto } from './harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

describe('sign-in form', () => {
  it('keeps the scheme and port of a loopback server over http', async () => {
    const core = fakeCore();
    r = render(<SignIn go={() => {}} />, core);
    typeInto(r.container.querySelector('input'), 'http://127.0.0.1:4330');
    click(byText(r.container, 'button', 'Sign in'));
    await settle();
    expect(core.signIns).toEqual(['http://127.0.0.1:4330']);
  });

  it('keeps a port on https (which stays the default scheme)', async () => {
    const core = fakeCore();
    r = render(<SignIn go={() => {}} />, core);
    typeInto(r.container.querySelector('input'), 'example.social:8443');
    click(byText(r.container, 'button', 'Sign in'));
    await settle();
    expect(core.signIns).toEqual(['example.social:8443']);
  });

  it('says the server did not answer when the core gives no answer in time, and lets the user try again', async () => {
    const core = fakeCore({ signIn: () => new Promise(() => {}) });
    r = render(<SignIn go={() => {}} limitMs={20} />, core);
    typeInto(r.container.querySelector('input'), 'slow.example');
    click(byText(r.container, 'button', 'Sign in'));
    for (let i = 0; i < 50 && !r.container.querySelector('.form-error'); i++) await settle();
    expect(r.container.querySelector('.form-error')?.textContent).toBe(
      'The server did not answer in time. Check the address, or try again later.',
    );
    expect((byText(r.container, 'button', 'Sign in') as HTMLButtonElement).disabled).toBe(false);
  });
});

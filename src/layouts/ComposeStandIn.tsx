// The compose box's place while its module is fetched (after the first posts, or at once when the user reaches for
// it): a text field of the box's own size and look, with the box's bars' height below it, so nothing moves when the
// box arrives. What is typed into it, the caret and the focus go over to the box (early-compose.ts).
import { earlyCompose, noteEarlyCompose } from '../components/compose/early-compose.ts';
import { useT } from '../i18n/index.ts';

export function ComposeStandIn() {
  const t = useT();
  return (
    <div className="compose compose-stand-in" aria-busy="true">
      <textarea
        className="compose-text"
        dir="auto"
        aria-label={t('compose.text')}
        placeholder={t('compose.text')}
        rows={5}
        defaultValue={earlyCompose.text}
        onInput={(e) => noteEarlyCompose(e.currentTarget)}
        onSelect={(e) => noteEarlyCompose(e.currentTarget)}
        onFocus={() => {
          earlyCompose.focused = true;
        }}
        onBlur={(e) => {
          // Chromium blurs a focused field it removes, and the box replacing this one removes it in the same task
          // it takes the focus over: decided a microtask later, when a removed field is no longer in the page.
          const field = e.currentTarget;
          queueMicrotask(() => {
            if (field.isConnected) earlyCompose.focused = false;
          });
        }}
      />
      <div className="compose-stand-in-bars" />
    </div>
  );
}

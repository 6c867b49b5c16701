// /tags/{name}: the hashtag's header (src/views/tags/TagHeader.tsx) over its timeline, which follows the column's
// options (more tags, local only) kept in the core's settings.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { withColumnOptions } from '../../../shared/settings/column-options.ts';
import { useCore } from '../../app/core-context.tsx';
import { useT } from '../../i18n/index.ts';
import { TagHeader } from '../../views/tags/TagHeader.tsx';
import { ViewScreen } from '../../views/ViewScreen.tsx';
import '../../views/explore/explore.css';
import '../../views/tags/tags.css';

export default function TagScreen({ tag }: { tag: string }) {
  useSignals();
  const t = useT();
  const core = useCore();
  const settings = useComputed(() => core.global.value.settings as Record<string, unknown>).value;
  const signedIn = useComputed(() => core.global.value.identity.signedIn).value;
  const spec = withColumnOptions({ timeline: 'tag', tag }, settings);
  return (
    <section className="view-screen tag-screen">
      <TagHeader tag={tag} signedIn={signedIn} />
      <ViewScreen
        spec={{ kind: 'timeline', ...spec }}
        title={t('timeline.tag', { tag })}
        titleShown={false}
      />
    </section>
  );
}

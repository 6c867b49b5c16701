// The characters left, as a ring that fills as the post grows and the number beside it: amber near the limit, red
// and bold past it (colour is never the only sign). A polite live region says "50 characters left" or "3 characters
// over the limit" when a threshold is crossed (counter.ts), so a screen reader is not interrupted on every key.
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { type CounterAnnouncement, counterAnnouncement, counterLevel, ringFraction } from './counter.ts';
import './counter.css';

const R = 9;
const CIRCUMFERENCE = 2 * Math.PI * R;

export function CharCounter({ left, max }: { left: number; max: number }) {
  const t = useT();
  const level = counterLevel(left, max);
  const previous = useRef(level);
  const [said, setSaid] = useState<CounterAnnouncement | null>(null);
  useEffect(() => {
    const next = counterAnnouncement(previous.current, level, left);
    previous.current = level;
    if (next) setSaid(next);
  }, [level, left]);
  const drawn = ringFraction(left, max) * CIRCUMFERENCE;
  return (
    <>
      <span className={`char-counter level-${level}`}>
        <svg
          className="char-ring"
          viewBox="0 0 24 24"
          width="24"
          height="24"
          aria-hidden="true"
          focusable="false"
        >
          <circle className="char-ring-track" cx="12" cy="12" r={R} />
          <circle
            className="char-ring-fill"
            cx="12"
            cy="12"
            r={R}
            strokeDasharray={`${drawn} ${CIRCUMFERENCE}`}
            transform="rotate(-90 12 12)"
          />
        </svg>
        <span className="char-count" title={t('composeExtras.charactersLeftTitle')}>
          {left}
        </span>
      </span>
      <span className="visually-hidden" role="status">
        {said === null || said.kind === 'clear'
          ? ''
          : t(said.kind === 'near' ? 'composeExtras.nearLimit' : 'composeExtras.overLimit', {
              count: said.count,
            })}
      </span>
    </>
  );
}

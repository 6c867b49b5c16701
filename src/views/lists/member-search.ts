// The member screen's search among the accounts the user follows: typed text is asked of the core after a short
// pause (one request per pause, not per key), and an answer that arrives after newer text was typed is dropped.
import { useEffect, useRef, useState } from 'react';
import type { IntentResult } from '../../../shared/protocol/intents.ts';
import type { AccountRow } from '../../../shared/protocol/rows.ts';

export const SEARCH_PAUSE_MS = 300;

export interface MemberSearch {
  results: AccountRow[];
  /** The text the results are for ('' before any answer). */
  answeredFor: string;
  busy: boolean;
}

export function useMemberSearch(
  q: string,
  ask: (q: string) => Promise<IntentResult>,
  pauseMs = SEARCH_PAUSE_MS,
): MemberSearch {
  const [state, setState] = useState<MemberSearch>({ results: [], answeredFor: '', busy: false });
  const latest = useRef(q);
  latest.current = q;
  const askRef = useRef(ask);
  askRef.current = ask;
  useEffect(() => {
    const text = q.trim();
    if (text === '') {
      setState({ results: [], answeredFor: '', busy: false });
      return;
    }
    setState((s) => ({ ...s, busy: true }));
    const timer = setTimeout(() => {
      void askRef.current(text).then((r) => {
        if (latest.current.trim() !== text) return;
        setState({
          results: r.ok && Array.isArray(r.value) ? (r.value as AccountRow[]) : [],
          answeredFor: text,
          busy: false,
        });
      });
    }, pauseMs);
    return () => clearTimeout(timer);
  }, [q, pauseMs]);
  return state;
}

// The user's lists in the navigation, under its "Lists" entry: one link per list, in the lists' order, following
// the core's copy (a list made or deleted anywhere appears or goes here at once).
import { Link, useLocation } from 'wouter';
import { Icon } from '../../components/status/Icon.tsx';
import { useLists } from './use-lists.ts';
import './lists.css';

export function ListNavLinks() {
  const { lists } = useLists();
  const [path] = useLocation();
  return (
    <>
      {lists.map((l) => {
        const href = `/lists/${l.id}`;
        return (
          <Link
            key={l.key}
            href={href}
            className="nav-list"
            aria-current={path === href ? 'page' : undefined}
          >
            <Icon name="list" />
            <span className="nav-label">{l.title}</span>
          </Link>
        );
      })}
    </>
  );
}

// The /filters screens behind one lazy route: the list at /filters, the form at /filters/new and /filters/:id.
import FilterEditScreen from './FilterEditScreen.tsx';
import FiltersScreen from './FiltersScreen.tsx';

export default function FilterScreens({ id }: { id?: string | undefined }) {
  if (!id) return <FiltersScreen />;
  return id === 'new' ? <FilterEditScreen /> : <FilterEditScreen key={id} id={id} />;
}

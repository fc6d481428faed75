/**
 * The product search: a GET form to the search page that navigates in the app when scripts run.
 * Suggestions appear under the box while typing; their code loads on first focus or keystroke.
 */
import { useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useAppNavigate } from '../../lib/navigation.ts';
import { useHref, useT } from '../../lib/site.ts';
import { SearchIcon } from '../../components/Icons.tsx';
import { useResetState } from '../../lib/use-reset-state.ts';
import type { KeyHandler, Popup, SearchSuggestionsProps } from './SearchSuggestions.tsx';

interface SearchFormProps {
  defaultValue?: string;
  className?: string;
  large?: boolean;
  /** The header's form is the site's search landmark; a second one on the search page is not. */
  landmark?: boolean;
}

let suggestions: Promise<ComponentType<SearchSuggestionsProps>> | undefined;
const loadSuggestions = () => (suggestions ??= import('./SearchSuggestions.tsx').then((m) => m.SearchSuggestions));

export function SearchForm({ defaultValue = '', className = '', large, landmark = true }: SearchFormProps) {
  const t = useT();
  const id = useId();
  const navigate = useAppNavigate();
  const searchPath = useHref()({ type: 'search' });
  // A new page's query: nothing has been typed over it yet.
  const [typed, setTyped] = useResetState('', [defaultValue]);
  const [focused, setFocused] = useState(false);
  const [popup, setPopup] = useState<Popup>({ open: false });
  const [Suggestions, setSuggestions] = useState<ComponentType<SearchSuggestionsProps> | null>(null);
  const keys = useRef<KeyHandler | null>(null);

  const load = () => {
    if (!Suggestions) void loadSuggestions().then((component) => setSuggestions(() => component));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setTyped('');
    navigate(q ? `${searchPath}?q=${encodeURIComponent(q)}` : searchPath);
  };
  const listId = `${id}-suggestions`;

  return (
    <form
      role={landmark ? 'search' : undefined}
      action={searchPath}
      method="get"
      onSubmit={submit}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className={`relative flex ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {t('common.search')}
      </label>
      <input
        key={defaultValue}
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={t('search.placeholder')}
        maxLength={200}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={popup.open}
        aria-controls={listId}
        aria-activedescendant={popup.active}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => keys.current?.(event)}
        className={`w-full rounded-theme border border-border bg-white pl-3 pr-11 ${large ? 'py-3 text-base' : 'py-2 text-sm'}`}
      />
      <button type="submit" className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-text hover:text-primary">
        <span className="sr-only">{t('common.search')}</span>
        <SearchIcon />
      </button>
      {Suggestions && <Suggestions id={listId} query={typed} focused={focused} onPopup={setPopup} ref={keys} onPick={() => setTyped('')} />}
    </form>
  );
}

/**
 * The suggestions under a search box: matching products and "did you mean" corrections, asked
 * for once typing pauses. Loaded on first use, so the header every page ships stays light.
 * Options are real links (the listbox pattern with aria-activedescendant: focus stays in the box).
 */
import { useEffect, useImperativeHandle, useState, type KeyboardEvent, type Ref } from 'react';
import type { Suggestions } from '../../../shared/contracts/catalog.ts';
import { productSuggest } from '../../../shared/calls/catalog.ts';
import { call } from '../../app/api.ts';
import { Link } from '../../components/Link.tsx';
import { useAppNavigate } from '../../lib/navigation.ts';
import { useHref, useMoney, useT } from '../../lib/site.ts';
import { productSrcSet, smallSibling } from '../../../shared/images.ts';
import { moveActive } from '../../components/listbox.ts';

const DEBOUNCE_MS = 200;
/** The suggest call takes at most this many characters. */
const MAX_QUERY = 100;

export interface Popup {
  open: boolean;
  /** The id of the highlighted option. */
  active?: string;
}
export type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => void;

export interface SearchSuggestionsProps {
  /** The listbox's id; option ids derive from it. */
  id: string;
  query: string;
  focused: boolean;
  onPopup(popup: Popup): void;
  /** Receives the handler for the search box's key presses. */
  ref?: Ref<KeyHandler>;
  /** An option was chosen: the box forgets what was typed. */
  onPick(): void;
}

type Option = { href: string; product?: Suggestions['products'][number]; correction?: string };

export function SearchSuggestions({ id, query, focused, onPopup, ref, onPick }: SearchSuggestionsProps) {
  const t = useT();
  const href = useHref();
  const money = useMoney();
  const navigate = useAppNavigate();
  const [result, setResult] = useState<Suggestions | null>(null);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const q = query.trim().slice(0, MAX_QUERY);
  // New text shows the list again; no text forgets the suggestions.
  const [shownQuery, setShownQuery] = useState(q);
  if (q !== shownQuery) {
    setShownQuery(q);
    setDismissed(false);
    if (!q) setResult(null);
  }

  useEffect(() => {
    if (!q) return;
    let current = true;
    const timer = setTimeout(() => {
      call(productSuggest, { q }, { silent: true })
        .then((data) => {
          if (!current) return;
          setResult(data);
          setActive(-1);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q]);

  const searchPath = href({ type: 'search' });
  const options: Option[] = result
    ? [
        ...result.products.map((product) => ({ href: href({ type: 'product', slug: product.slug }), product })),
        ...result.didYouMean.map((correction) => ({ href: `${searchPath}?q=${encodeURIComponent(correction)}`, correction })),
      ]
    : [];
  const open = focused && !dismissed && options.length > 0;
  const optionId = (i: number) => `${id}-${i}`;
  const activeId = open && active >= 0 ? optionId(active) : undefined;
  useEffect(() => onPopup({ open, active: activeId }), [open, activeId, onPopup]);

  useImperativeHandle(ref, () => (event) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length > 0) {
      event.preventDefault();
      setDismissed(false);
      setActive(moveActive(open ? active : -1, options.length, event.key));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      onPick();
      navigate(options[active].href);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
    }
  });

  return (
    <>
      <p role="status" className="sr-only">
        {open ? t('search.suggestionCount', { count: options.length }) : ''}
      </p>
      {open && (
        <ul
          id={id}
          role="listbox"
          aria-label={t('search.suggestions')}
          // Keeps focus in the search box while an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-theme border border-border bg-white py-1 text-left shadow-lg"
        >
          {options.map((option, i) => (
            <li key={option.href} role="none">
              <Link
                href={option.href}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                onClick={onPick}
                className={`flex items-center gap-3 px-3 py-2 text-sm hover:bg-gray-100 ${i === active ? 'bg-gray-100' : ''}`}
              >
                {option.product ? (
                  <>
                    {option.product.image ? (
                      <img
                        src={productSrcSet(option.product.image.url) ? smallSibling(option.product.image.url) : option.product.image.url}
                        width={40}
                        height={40}
                        alt=""
                        className="size-10 shrink-0 rounded object-cover"
                      />
                    ) : (
                      <span aria-hidden="true" className="size-10 shrink-0 rounded bg-gray-100" />
                    )}
                    <span className="min-w-0 flex-1 truncate">{option.product.title}</span>
                    <span className="shrink-0 font-semibold text-sales">{money.format(option.product.price)}</span>
                  </>
                ) : (
                  <span>
                    <span className="text-description">{t('search.didYouMean')}</span> <span className="font-medium text-primary underline">{option.correction}</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

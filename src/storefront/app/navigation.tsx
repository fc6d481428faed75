/**
 * Navigation rules of spec §2: a progress bar (no spinner) unless page-load suppression is set,
 * preview=true kept across navigation, same-path navigations within 700 ms ignored, and scroll
 * kept when suppression is set.
 */
import { useEffect, useRef, useState, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { NAVIGATION_DEDUP_MS } from '../../shared/constants.ts';

export interface NavState {
  /** The page-load suppression flag: no progress bar, scroll position kept. */
  suppressPageLoad?: boolean;
}

let lastNavigation = { to: '', at: 0 };

/** True when the same destination was navigated to within the de-duplication window. */
export function isDuplicateNavigation(to: string, now = Date.now()): boolean {
  const duplicate = lastNavigation.to === to && now - lastNavigation.at < NAVIGATION_DEDUP_MS;
  if (!duplicate) lastNavigation = { to, at: now };
  return duplicate;
}

/** Adds preview=true to an internal href when the current page is a preview. */
export function keepPreview(href: string, currentSearch: string): string {
  if (!new URLSearchParams(currentSearch).has('preview', 'true') || /^https?:/.test(href)) return href;
  const url = new URL(href, 'http://x');
  url.searchParams.set('preview', 'true');
  return url.pathname + url.search + url.hash;
}

export function useAppNavigate() {
  const navigate = useNavigate();
  const location = useLocation();
  return (to: string, opts: { replace?: boolean; suppressPageLoad?: boolean } = {}) => {
    const href = keepPreview(to, location.search);
    if (isDuplicateNavigation(href)) return;
    const state: NavState = { suppressPageLoad: opts.suppressPageLoad };
    void navigate(href, { replace: opts.replace, state, preventScrollReset: opts.suppressPageLoad });
  };
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; suppressPageLoad?: boolean; replace?: boolean };

/** An internal link: a real <a href> for crawlers and new tabs, client navigation on click. */
export function Link({ href, suppressPageLoad, replace, onClick, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useAppNavigate();
  const target = keepPreview(href, location.search);
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    if (/^[a-z]+:/i.test(href) || href.startsWith('//')) return;
    event.preventDefault();
    navigate(target, { replace, suppressPageLoad });
  };
  return <a href={target} onClick={handle} {...rest} />;
}

/** The top progress bar: starts before each navigation, finishes after it. */
export function ProgressBar() {
  const navigation = useNavigation();
  const suppressed = (navigation.location?.state as NavState | null)?.suppressPageLoad === true;
  const active = navigation.state !== 'idle' && !suppressed;
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    clearTimeout(timer.current);
    if (active) setPhase('running');
    else if (phase === 'running') {
      setPhase('done');
      timer.current = setTimeout(() => setPhase('idle'), 300);
    }
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
  if (phase === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      data-testid="progress-bar"
      className={`fixed left-0 top-0 z-50 h-0.5 bg-primary transition-[width,opacity] ease-out ${
        phase === 'running' ? 'w-4/5 duration-[8000ms]' : 'w-full opacity-0 duration-300'
      }`}
    />
  );
}

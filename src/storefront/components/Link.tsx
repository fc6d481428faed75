/** An internal link: a real <a href> for crawlers and new tabs, client navigation on click. */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation } from '../lib/router/index.ts';
import { keepPreview, useAppNavigate } from '../lib/navigation.ts';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; suppressPageLoad?: boolean; replace?: boolean };

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

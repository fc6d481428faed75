/** An internal link: a real <a href> for crawlers and new tabs, client navigation on click. */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation } from '../lib/router/index.ts';
import { handledByBrowser, keepPreview, useAppNavigate } from '../lib/navigation.ts';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; suppressPageLoad?: boolean; replace?: boolean };

export function Link({ href, suppressPageLoad, replace, onClick, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useAppNavigate();
  const target = keepPreview(href, location.search);
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (handledByBrowser(event, href, rest.target)) return;
    event.preventDefault();
    navigate(target, { replace, suppressPageLoad });
  };
  return <a href={target} onClick={handle} {...rest} />;
}

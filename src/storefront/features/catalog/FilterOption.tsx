/**
 * A filter value as a link that reads as a checkbox: a real URL (shareable, works without
 * scripts) whose state is announced as checked or not. Space toggles it, as on a checkbox.
 * Toggling keeps the page where it is (spec §2 page-load suppression: no bar, no scroll).
 * Its look is the `filter-option` rule of styles.css (box, label, count), written once for a
 * panel of dozens of values.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from '../../components/Link.tsx';

interface FilterOptionProps {
  href: string;
  checked: boolean;
  children: ReactNode;
  count?: number;
}

const toggleOnSpace = (event: KeyboardEvent<HTMLAnchorElement>) => {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
};

export function FilterOption({ href, checked, children, count }: FilterOptionProps) {
  return (
    <Link href={href} suppressPageLoad role="checkbox" aria-checked={checked} rel="nofollow" onKeyDown={toggleOnSpace} className="filter-option">
      <span aria-hidden="true">
        {checked && (
          <svg viewBox="0 0 16 16" width="12" height="12" fill="none" stroke="currentColor" strokeWidth="2.5" focusable="false">
            <path d="m3.5 8.5 3 3 6-7" />
          </svg>
        )}
      </span>
      <span>{children}</span>
      {count !== undefined && <span>{`(${count})`}</span>}
    </Link>
  );
}

/** Inline SVG icons: decorative (aria-hidden), their meaning comes from the surrounding label. */
import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/**
 * An outlined icon on a 24-unit grid, drawn by `shape`; `size` is its default width and height in
 * pixels. Its stroke (1.8 units, round, the text colour) is the `icon` rule of styles.css rather
 * than five attributes on every icon of a page.
 */
function outlineIcon(shape: ReactNode, size = '20') {
  return function OutlineIcon({ className, ...props }: IconProps) {
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className={className ? `icon ${className}` : 'icon'} {...props}>
        {shape}
      </svg>
    );
  };
}

export const SearchIcon = outlineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

export const CartIcon = outlineIcon(
  <>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6" />
    <circle cx="9" cy="20" r="1" />
    <circle cx="17" cy="20" r="1" />
  </>,
);

export const UserIcon = outlineIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

export const MenuIcon = outlineIcon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = outlineIcon(<path d="M6 6l12 12M18 6 6 18" />);
export const ChevronDownIcon = outlineIcon(<path d="m6 9 6 6 6-6" />, '14');
export const ChevronLeftIcon = outlineIcon(<path d="m15 6-6 6 6 6" />);
export const ChevronRightIcon = outlineIcon(<path d="m9 6 6 6-6 6" />);
export const PauseIcon = outlineIcon(<path d="M9 5v14M15 5v14" />);
export const PlayIcon = outlineIcon(<path d="M8 5v14l11-7z" />);

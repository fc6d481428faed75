/** Inline SVG icons: decorative (aria-hidden), their meaning comes from the surrounding label. */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function Outline({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Outline>
);

export const CartIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6" />
    <circle cx="9" cy="20" r="1" />
    <circle cx="17" cy="20" r="1" />
  </Outline>
);

export const UserIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Outline>
);

export const MenuIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Outline>
);

export const CloseIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Outline>
);

export const ChevronDownIcon = (p: IconProps) => (
  <Outline width="14" height="14" {...p}>
    <path d="m6 9 6 6 6-6" />
  </Outline>
);

export const ChevronLeftIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m15 6-6 6 6 6" />
  </Outline>
);

export const ChevronRightIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m9 6 6 6-6 6" />
  </Outline>
);

export const PauseIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M9 5v14M15 5v14" />
  </Outline>
);

export const PlayIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M8 5v14l11-7z" />
  </Outline>
);

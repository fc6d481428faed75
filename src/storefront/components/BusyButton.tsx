/** A button that shows a spinner while its action runs, and is disabled meanwhile unless `disabled` says otherwise. */
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner.tsx';

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy: boolean;
}

export function BusyButton({ busy, disabled = busy, children, ...button }: BusyButtonProps) {
  return (
    <button {...button} disabled={disabled}>
      {busy && <Spinner />}
      {children}
    </button>
  );
}

/** What the profile and security screens share: a titled card, a form's submit button, and the signed-in user kept up to date. */
import { useState, type ReactNode } from 'react';
import type { PublicUser } from '../../../shared/contracts/accounts.ts';
import { setState } from '../../app/store.ts';
import { BusyButton } from '../../components/BusyButton.tsx';

export const PRIMARY_BUTTON =
  'flex min-h-11 items-center justify-center gap-2 rounded-theme bg-primary px-6 py-2.5 font-semibold text-white hover:opacity-90 disabled:opacity-60';
export const SECONDARY_BUTTON =
  'flex min-h-11 items-center justify-center gap-2 rounded-theme border border-border bg-white px-4 py-2 text-sm font-medium hover:border-primary hover:text-primary disabled:opacity-60';

/** A card with its own heading (h2), labelled by it for assistive tech. */
export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-theme border border-border bg-white p-4 sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-title">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <BusyButton type="submit" busy={busy} className={`${PRIMARY_BUTTON} self-start`}>
      {children}
    </BusyButton>
  );
}

/** The account as the server answered it after a change: the header and other screens read it from the store. */
export function userChanged(user: PublicUser) {
  setState({ userInfo: user });
}

/** The signed-in user as a screen shows it, and the setter that also updates the header's copy. */
export function useAccountUser(initial: PublicUser): [PublicUser, (next: PublicUser) => void] {
  const [user, setUser] = useState<PublicUser>(initial);
  const changed = (next: PublicUser) => {
    setUser(next);
    userChanged(next);
  };
  return [user, changed];
}

/** The whole form's message (one that names no field), announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? 'rounded-theme border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800' : 'sr-only'}>
      {message ?? ''}
    </div>
  );
}

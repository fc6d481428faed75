/** The foot of a checkout step: the link back to the previous step and the step's submit button. */
import type { ReactNode } from 'react';
import { Link } from '../../components/Link.tsx';

export const SUBMIT_CLASS =
  'min-h-12 w-full rounded-theme bg-primary px-6 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto';

export function StepFooter({ backHref, backLabel, children }: { backHref: string; backLabel: string; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse items-center justify-between gap-4 sm:flex-row">
      <Link href={backHref} className="text-sm font-medium text-primary underline">
        {backLabel}
      </Link>
      {children}
    </div>
  );
}

/** The methods a checkout step offers: a spinner while they load, an alert when there are none, else one choice each. */
import type { ReactNode } from 'react';
import { useT } from '../../lib/site.ts';
import { Spinner } from '../../components/Spinner.tsx';

interface MethodChoicesProps<M> {
  methods: M[] | null;
  noneText: string;
  children(method: M): ReactNode;
}

export function MethodChoices<M>({ methods, noneText, children }: MethodChoicesProps<M>) {
  const t = useT();
  if (methods === null) return <Spinner label={t('common.loading')} className="size-6 text-primary" />;
  if (methods.length === 0) {
    return (
      <p role="alert" className="rounded-theme border border-red-700 p-3 text-sm text-red-700">
        {noneText}
      </p>
    );
  }
  return <>{methods.map((method) => children(method))}</>;
}

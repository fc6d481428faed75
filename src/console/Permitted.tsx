/** A screen the member's role may not use says so instead of showing it (the server refuses its calls anyway). */
import type { ComponentType } from 'react';
import type { Permission } from '../shared/contracts/staff.ts';
import { useT } from './i18n.ts';
import { usePermitted } from './me.ts';

export function Permitted({ permission, screen: Screen }: { permission: Permission | undefined; screen: ComponentType }) {
  const t = useT();
  if (!usePermitted(permission)) {
    return (
      <section aria-labelledby="not-permitted">
        <h1 id="not-permitted" className="text-xl font-semibold">
          {t('notPermitted.heading')}
        </h1>
        <p className="mt-2 text-slate-600">{t('notPermitted.body')}</p>
      </section>
    );
  }
  return <Screen />;
}

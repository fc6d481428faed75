/** The shopper's coupons under the tabs available / used / expired (spec §4 coupon states). */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '../../../components/Link.tsx';
import { useHref, useT } from '../../../lib/site.ts';
import { CouponCard } from '../CouponCard.tsx';
import { byState, COUPON_STATES, type CouponState } from '../marketing.ts';
import type { SectionProps } from '../../../app/section.ts';

export default function CouponWallet({ settings }: SectionProps<'coupon-wallet'>) {
  const t = useT();
  const href = useHref();
  const id = useId();
  const [active, setActive] = useState<CouponState>('available');
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const groups = byState(settings.list ?? []);

  // Arrow keys move between the tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + COUPON_STATES.length) % COUPON_STATES.length;
    setActive(COUPON_STATES[next]);
    tabs.current[next]?.focus();
  };

  const list = groups[active];
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{t('account.coupon')}</h1>
      <div role="tablist" aria-label={t('account.coupon')} className="mt-6 flex gap-1 border-b border-border">
        {COUPON_STATES.map((state, i) => (
          <button
            key={state}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${state}`}
            aria-selected={state === active}
            aria-controls={`${id}-panel`}
            tabIndex={state === active ? 0 : -1}
            onClick={() => setActive(state)}
            onKeyDown={(e) => onKey(e, i)}
            className={`-mb-px flex min-h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-medium ${state === active ? 'border-primary text-primary' : 'border-transparent hover:text-primary'}`}
          >
            {t(`coupon.states.${state}`)}
            <span className="rounded-full bg-gray-100 px-1.5 text-xs leading-5 text-gray-700">{groups[state].length}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`} className="mt-6">
        {list.length === 0 ? (
          <p className="py-10 text-center text-description">{t('coupon.none')}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.map((c) => (
              <li key={c.code}>
                <CouponCard
                  coupon={c}
                  inactive={c.state !== 'available'}
                  action={
                    c.state === 'available' ? (
                      <Link
                        href={c.productSlugs[0] ? href({ type: 'product', slug: c.productSlugs[0] }) : href({ type: 'home' })}
                        className="flex min-h-11 items-center rounded-theme bg-primary px-5 text-sm font-semibold text-white hover:opacity-90"
                      >
                        {t('coupon.use')}
                        <span className="sr-only"> {c.title}</span>
                      </Link>
                    ) : (
                      <span className="text-sm font-medium text-description">{t(`coupon.states.${c.state}`)}</span>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

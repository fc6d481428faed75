/** The favourite heart: outlined or solid, swapped when the server confirms (spec §4). */
import { useState } from 'react';
import { favoriteAdd, favoriteCancel } from '../../../shared/calls/engagement.ts';
import { call } from '../../app/api.ts';
import { useT } from '../../lib/site.ts';
import { getState, setState, useClientState } from '../../app/store.ts';
import { toast } from '../../app/toast.tsx';

export function FavoriteButton({ productId }: { productId: number }) {
  const t = useT();
  const stored = useClientState((s) => Boolean(s.visitorData?.wishList?.[String(productId)]));
  const [local, setLocal] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const favorite = local ?? stored;

  const toggle = async () => {
    setBusy(true);
    try {
      await call(favorite ? favoriteCancel : favoriteAdd, { types: 'product', productId });
      const next = !favorite;
      setLocal(next);
      const visitor = getState().visitorData;
      if (visitor) setState({ visitorData: { ...visitor, wishList: { ...visitor.wishList, [String(productId)]: next } } });
      toast(t(next ? 'product.addedToFavorites' : 'product.removedFromFavorites'), 'success');
    } catch {
      // The API client has shown the failure.
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-label={t(favorite ? 'product.favorite.remove' : 'product.favorite.add')}
      data-favorite={favorite ? 'on' : 'off'}
      className={`flex size-11 shrink-0 items-center justify-center rounded-full border border-border hover:border-primary disabled:opacity-60 ${favorite ? 'text-sales' : 'text-text'}`}
    >
      <HeartIcon filled={favorite} />
    </button>
  );
}

const HEART = 'M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2.1 0 3.6 1.2 5.1 3 1.5-1.8 3-3 5.1-3 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={HEART} fill={filled ? 'currentColor' : 'none'} />
    </svg>
  );
}

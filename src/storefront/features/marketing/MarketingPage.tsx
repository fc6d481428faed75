/** The page layouts the promotion and coupon screens share: a list of cards, and one item with the way back to its list. */
import type { ReactNode } from 'react';
import { Link } from '../../components/Link.tsx';

interface CardListPageProps<T> {
  title: string;
  emptyText: string;
  items: T[];
  itemKey(item: T): string;
  /** The grid's columns. */
  gridClassName: string;
  children(item: T): ReactNode;
}

export function CardListPage<T>({ title, emptyText, items, itemKey, gridClassName, children }: CardListPageProps<T>) {
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">{title}</h1>
      {items.length === 0 ? (
        <p className="mt-6 text-description">{emptyText}</p>
      ) : (
        <ul className={`mt-6 grid gap-4 ${gridClassName}`}>
          {items.map((item) => (
            <li key={itemKey(item)}>{children(item)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface DetailPageProps {
  /** The list page this item belongs to. */
  back: { href: string; label: string };
  className?: string;
  children: ReactNode;
}

export function DetailPage({ back, className = 'container-page py-10', children }: DetailPageProps) {
  return (
    <div className={className}>
      <Link href={back.href} className="text-sm font-medium text-primary underline">
        {back.label}
      </Link>
      {children}
    </div>
  );
}

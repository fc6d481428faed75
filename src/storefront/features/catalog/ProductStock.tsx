/** The selected variant's stock status: in stock, "only {0} units left" below the threshold, or out of stock. */
import { LOW_STOCK_THRESHOLD } from '../../../shared/constants.ts';
import { useT } from '../../app/site.tsx';

export default function ProductStock({ stock }: { stock: number }) {
  const t = useT();
  const [text, color] =
    stock <= 0
      ? [t('product.outOfStock'), 'text-red-700']
      : stock < LOW_STOCK_THRESHOLD
        ? [t('product.onlyLeft', { 0: stock }), 'text-amber-800']
        : [t('product.stock'), 'text-green-800'];
  return (
    <p aria-live="polite" data-testid="stock" className={`text-sm font-medium ${color}`}>
      {text}
    </p>
  );
}

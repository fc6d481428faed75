/**
 * Adding to the cart, the busiest write of the shop, in one prepared statement that also answers
 * the cart: it finds the published variant, creates the cart on first use, writes the line's new
 * quantity (capped at MAX_LINE_QUANTITY) only if the variant has that much stock, and returns the
 * cart's lines with what pricing and display need. Those lines are read from the statement's
 * snapshot (as they were before it), so the written line comes back beside them and is merged
 * in here: its new quantity, or the new line at the end (the most recently added).
 */
import { sql, type SQL } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '../../shared/constants.ts';
import type { Db } from '../platform/db/client.ts';
import { cartLines, carts } from './cart.schema.ts';
import { products, productVariants } from '../catalog/catalog.schema.ts';
import { DomainError, invariant } from '../platform/http/errors.ts';
import { preparedStatement } from '../platform/db/prepared.ts';
import { checkStock, type CartLine, type CartOwner, type LoadedCart } from './cart.service.ts';

type AddedRow = { cartId: number; codes: string[]; requestedId: number; requestedStock: number; written: number | null; added: boolean | null } & {
  [K in keyof CartLine]: CartLine[K] | null;
};

/** What pricing and display need of a line, from `v` (variant) and `p` (product). */
const shown = sql`v.id as "variantId", p.id as "productId", v.sku, v.color, v.size, v.style, v.price as "unitPrice",
  v.compare_at_price as "compareAtPrice", v.stock, v.image_index as "imageIndex", p.slug, p.title, p.images, p.options`;

/**
 * One statement per kind of owner: the owner's column differs. The cart's lines are read through
 * the owner's unique key, as loadCart does, so the planner looks up a handful of rows by index
 * whatever it knows of the tables' statistics.
 */
function addStatement(owner: { column: SQL; value: SQL }): SQL {
  const wanted = sql`least(${sql.placeholder('quantity')}::int, ${MAX_LINE_QUANTITY}::int)`;
  return sql`with variant as (
      select v.id, v.stock from ${productVariants} v join ${products} p on p.id = v.product_id
      where v.sku = ${sql.placeholder('sku')} and p.published
    ),
    cart as (
      insert into ${carts} (${owner.column}) select ${owner.value} where exists (select 1 from variant)
      on conflict (${owner.column}) do update set updated_at = now()
      returning id, coupon_codes
    ),
    line as (
      insert into ${cartLines} (cart_id, variant_id, quantity)
      select cart.id, variant.id, ${wanted} from cart, variant where variant.stock >= ${wanted}
      on conflict (cart_id, variant_id) do update
        set quantity = least(cart_lines.quantity + excluded.quantity, ${MAX_LINE_QUANTITY}::int)
        where (select stock from ${productVariants} where id = excluded.variant_id) >= least(cart_lines.quantity + excluded.quantity, ${MAX_LINE_QUANTITY}::int)
      returning variant_id, quantity, added_at
    )
    select cart.id as "cartId", cart.coupon_codes as "codes", variant.id as "requestedId", variant.stock as "requestedStock",
      (select quantity from line) as "written", lines.*
    from variant cross join cart
      left join (
        select false as added, l.quantity, l.added_at, ${shown}
        from ${carts} c join ${cartLines} l on l.cart_id = c.id
          join ${productVariants} v on v.id = l.variant_id join ${products} p on p.id = v.product_id
        where c.${owner.column} = ${owner.value}
        union all
        select true, line.quantity, line.added_at, ${shown}
        from line join ${productVariants} v on v.id = line.variant_id join ${products} p on p.id = v.product_id
      ) lines on true
    order by lines.added_at, lines."variantId"`;
}

const addForVisitor = preparedStatement<AddedRow>('cart_add_visitor', addStatement({ column: sql`visitor_id`, value: sql`${sql.placeholder('owner')}::uuid` }));
const addForUser = preparedStatement<AddedRow>('cart_add_user', addStatement({ column: sql`user_id`, value: sql`${sql.placeholder('owner')}::int` }));

/**
 * Adds units and answers the cart. When the stock guard refuses, nothing changes and the shopper
 * is told how many are left; an unknown SKU creates no cart.
 */
export async function addToCart(db: Db, owner: CartOwner, sku: string, quantity: number): Promise<LoadedCart> {
  const values = { owner: 'userId' in owner ? owner.userId : owner.visitorId, sku, quantity };
  const rows = 'userId' in owner ? await addForUser(db, values) : await addForVisitor(db, values);
  const [first] = rows;
  invariant(first, 'NOT_FOUND');
  const before = rows.filter((r) => r.added === false).map(toLine);
  if (first.written === null) {
    const held = before.find((l) => l.variantId === first.requestedId)?.quantity ?? 0;
    checkStock(first.requestedStock, Math.min(held + quantity, MAX_LINE_QUANTITY));
    throw new DomainError('OUT_OF_STOCK');
  }
  const written = toLine(rows.find((r) => r.added)!);
  const lines = before.some((l) => l.variantId === written.variantId)
    ? before.map((l) => (l.variantId === written.variantId ? { ...l, quantity: written.quantity } : l))
    : [...before, written];
  return { id: first.cartId, codes: first.codes, lines };
}

function toLine({ cartId: _cart, codes: _codes, requestedId: _id, requestedStock: _stock, written: _written, added: _added, ...line }: AddedRow): CartLine {
  return line as CartLine;
}

/** The merchant's internal notes on an order: written by staff, read only through /api/admin. */
import { asc, eq } from 'drizzle-orm';
import type { AdminOrderDetail } from '../../shared/contracts/admin.ts';
import type { Executor } from '../platform/db/client.ts';
import { orderNotes } from './orders.schema.ts';

export async function addOrderNote(db: Executor, orderId: number, author: { id: number; email: string | null }, text: string): Promise<number> {
  const [row] = await db
    .insert(orderNotes)
    .values({ orderId, authorId: author.id, authorEmail: author.email ?? '', text })
    .returning({ id: orderNotes.id });
  return row.id;
}

/** An order's notes, oldest first. */
export async function notesOf(db: Executor, orderId: number): Promise<AdminOrderDetail['notes']> {
  const rows = await db
    .select({ id: orderNotes.id, text: orderNotes.text, author: orderNotes.authorEmail, at: orderNotes.createdAt })
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  return rows.map((n) => ({ ...n, at: n.at.toISOString() }));
}

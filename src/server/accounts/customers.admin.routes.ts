/** The shop's customers as the merchant sees them: a searchable page of accounts (staff with `customers.read`). */
import { and, count, desc, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCustomerList, type CustomerListBody } from '../../shared/contracts/customers.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { permit } from './permissions.ts';
import { users } from './accounts.schema.ts';

async function customerList(db: Db, body: CustomerListBody) {
  const filters: SQL[] = [isNull(users.staffRole)];
  if (body.q) {
    const like = `%${body.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(users.email, like), ilike(users.mobile, like), ilike(users.firstName, like), ilike(users.lastName, like))!);
  }
  const where = and(...filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, mobile: users.mobile, firstName: users.firstName, lastName: users.lastName, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(body.pageSize)
      .offset((body.page - 1) * body.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total };
}

export function adminCustomerRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, adminCustomerList, permit('customers.read'), async (request) => ok(await customerList(db, request.body)));
  };
}

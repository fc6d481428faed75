/** The merchant's printable order documents under /api/admin: the invoice and the packing slip (of the order or of one parcel), as PDF. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_DOCUMENTS, OrderDocumentQuery, PackingSlipQuery } from '../../shared/contracts/admin.ts';
import { createTranslator } from '../../shared/i18n/i18n.ts';
import type { Db } from '../platform/db/client.ts';
import { documentTitle, renderOrderDocument } from './order-documents.ts';
import { orderByNumber } from './orders.service.ts';

export function orderDocumentRoutes(deps: { db: Db; shop(): Promise<{ name: string; baseCurrency: string }> }): FastifyPluginAsyncZod {
  return async (app) => {
    for (const kind of ORDER_DOCUMENTS) {
      // A GET, so the console links to it and the browser opens or saves the PDF.
      app.get(
        `/order/:number/${kind}.pdf`,
        {
          config: { permission: 'orders.read' },
          schema: {
            params: z.strictObject({ number: z.string().trim().min(1).max(40) }),
            // A packing slip may be for one parcel (`?parcel=2`); an invoice is always the whole order.
            querystring: kind === 'packing-slip' ? PackingSlipQuery : OrderDocumentQuery,
            tags: ['admin'],
            summary: `The order's ${kind} (PDF)`,
          },
        },
        async (request, reply) => {
          const order = await orderByNumber(deps.db, request.params.number);
          const query = request.query as { lang?: string; parcel?: number };
          const lang = query.lang ?? request.lang;
          const shop = await deps.shop();
          const pdf = await renderOrderDocument(deps.db, order, kind, { lang, shopName: shop.name, currency: shop.baseCurrency, parcel: query.parcel });
          const name = `${documentTitle(createTranslator('en').t, kind, order.number)}${query.parcel ? ` parcel ${query.parcel}` : ''}`;
          const filename = `${name.replace(/\W+/g, '-').toLowerCase()}.pdf`;
          return reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `inline; filename="${filename}"`)
            .header('cache-control', 'private, no-store')
            .send(pdf);
        },
      );
    }
  };
}

/**
 * Every domain's tables in one object, for the database client. Each domain keeps its tables in
 * its own `<domain>.schema.ts`; drizzle.config.ts reads the same files, and the migrations in
 * /drizzle are generated from them with `npm run db:generate`.
 */
import * as accounts from './accounts/accounts.schema.ts';
import * as analytics from './analytics/analytics.schema.ts';
import * as cart from './cart/cart.schema.ts';
import * as catalog from './catalog/catalog.schema.ts';
import * as content from './content/content.schema.ts';
import * as engagement from './engagement/engagement.schema.ts';
import * as inventory from './inventory/inventory.schema.ts';
import * as marketing from './marketing/marketing.schema.ts';
import * as orders from './orders/orders.schema.ts';
import * as payments from './payments/payments.schema.ts';
import * as jobs from './platform/jobs/jobs.schema.ts';
import * as mailTemplates from './platform/mail/mail-templates.schema.ts';
import * as media from './platform/media/media.schema.ts';
import * as reviews from './reviews/reviews.schema.ts';
import * as returns from './returns/returns.schema.ts';
import * as shipping from './shipping/shipping.schema.ts';
import * as site from './site/site.schema.ts';
import * as staff from './accounts/staff.schema.ts';

export const schema = {
  ...accounts,
  ...analytics,
  ...cart,
  ...catalog,
  ...content,
  ...engagement,
  ...inventory,
  ...marketing,
  ...orders,
  ...payments,
  ...jobs,
  ...mailTemplates,
  ...media,
  ...reviews,
  ...returns,
  ...shipping,
  ...site,
  ...staff,
};

/**
 * The shop's customers as the merchant sees them: a searchable page of accounts and one
 * customer's record (staff with `customers.read`); disabling, enabling and anonymising an account
 * (`customers.write`), and the data export, each written to the audit log.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCustomerAnonymise,
  adminCustomerDisable,
  adminCustomerEnable,
  adminCustomerExport,
  adminCustomerGet,
  adminCustomerList,
} from '../../shared/contracts/customers.ts';
import type { Db } from '../platform/db/client.ts';
import { ok } from '../platform/http/envelope.ts';
import { route } from '../platform/http/route.ts';
import { anonymiseCustomer, customerDetail, customerList, exportCustomer, setCustomerDisabled } from './customers.service.ts';
import type { AccountHooks } from './hooks.ts';
import { permit } from './permissions.ts';

export function adminCustomerRoutes(db: Db, hooks: Pick<AccountHooks, 'customerActivity' | 'exportData' | 'deleteAccount'>): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, adminCustomerList, permit('customers.read'), async (request) => ok(await customerList(db, request.body)));
    route(app, adminCustomerGet, permit('customers.read'), async (request) => ok(await customerDetail(db, hooks, request.body.id, request.lang)));
    route(app, adminCustomerDisable, permit('customers.write'), async (request) =>
      ok(await setCustomerDisabled(db, request, request.body.id, true), request.t('customers.disabled')),
    );
    route(app, adminCustomerEnable, permit('customers.write'), async (request) =>
      ok(await setCustomerDisabled(db, request, request.body.id, false), request.t('customers.enabled')),
    );
    route(app, adminCustomerExport, permit('customers.read'), async (request) => ok(await exportCustomer(db, hooks, request, request.body.id)));
    route(app, adminCustomerAnonymise, permit('customers.write'), async (request) => {
      await anonymiseCustomer(db, hooks, request, request.body.id);
      return ok(null, request.t('customers.anonymised'));
    });
  };
}

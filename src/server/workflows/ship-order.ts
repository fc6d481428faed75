/**
 * Shipping an order (the merchant), all or part of it:
 *   1. check each line ships at most what is left of it, and whether the order is then complete;
 *   2. record the shipment and the lines' shipped units and move the order to shipped or partly
 *      shipped, in one transaction;
 *   3. tell the shopper's open tabs; the shipped e-mail, with courier and tracking number,
 *      follows the event.
 */
import type { OrderEventBus } from '../orders/events.ts';
import * as orders from '../orders/orders.service.ts';
import type { Db } from '../platform/db/client.ts';
import { steps } from './steps.ts';

export async function shipOrder(deps: { db: Db; events: OrderEventBus }, order: orders.OrderRow, shipment: orders.Shipment, who: orders.Actor): Promise<void> {
  const { step } = steps();
  const fully = await step('check the quantities left to ship', () => orders.shipmentCompletes(deps.db, order, shipment));
  const shipped = await step('record the shipment and move the order', () => orders.recordShipment(deps.db, order, shipment, fully, who));
  await step('tell the shopper', () => orders.announceChange(deps.events, shipped, 'ship'));
}

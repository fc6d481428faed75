/**
 * Asks again for the answers under a query key after a change. A query still on its first load is
 * cancelled first: TanStack Query would otherwise fold the new request into the one in flight,
 * whose answer may have been read before the change was saved, and the screen would show the
 * list without it.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export async function refresh(client: QueryClient, queryKey?: QueryKey): Promise<void> {
  const filters = queryKey ? { queryKey } : {};
  await client.cancelQueries(filters);
  await client.invalidateQueries(filters);
}

import { Redis } from 'ioredis';

/** Connects to Redis (REDIS_URL): rate limits and cross-process messages go through it. */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  await redis.connect();
  return redis;
}

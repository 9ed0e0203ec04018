/**
 * The shared counters in Redis (`REDIS_URL`, ADR 0012): each operation is one Lua script, so it is
 * atomic whatever the number of processes, and the time is Redis's own (the processes' clocks
 * may differ). Keys start with the configured prefix (`REDIS_PREFIX`, default `zk:`) and expire with
 * their window or their last slot.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { CounterStore, WindowCount } from './counters';

const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

const ACQUIRE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

export class RedisCounterStore implements CounterStore {
  private constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** Connects (ioredis loads only when Redis is configured) and checks the server answers. */
  static async connect(url: string, prefix = 'zk:'): Promise<RedisCounterStore> {
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
    await redis.connect();
    await redis.ping();
    return new RedisCounterStore(redis, prefix);
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, `${this.prefix}w:${key}`, String(windowMs))) as [number, number];
    return { count, resetMs: ttl };
  }

  async peek(key: string): Promise<WindowCount | null> {
    const [count, ttl] = await this.redis
      .multi()
      .get(`${this.prefix}w:${key}`)
      .pttl(`${this.prefix}w:${key}`)
      .exec()
      .then((replies) => replies?.map((reply) => reply[1]) ?? []);
    if (count === null || count === undefined || typeof ttl !== 'number' || ttl <= 0) return null;
    return { count: Number(count), resetMs: ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}w:${key}`);
  }

  async acquire(key: string, limit: number, ttlMs: number): Promise<string | null> {
    const token = randomUUID();
    const taken = await this.redis.eval(ACQUIRE, 1, `${this.prefix}s:${key}`, String(limit), String(ttlMs), token);
    return taken === 1 ? token : null;
  }

  async release(key: string, token: string): Promise<void> {
    await this.redis.zrem(`${this.prefix}s:${key}`, token);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

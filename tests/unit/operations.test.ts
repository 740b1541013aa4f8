/** The process model's rules: how many processes, pool size, log level, what a logged path keeps, and readiness while draining. */
import { describe, expect, it } from 'vitest';
import { webConcurrency } from '../../server/cluster.ts';
import { poolSize, type Db } from '../../server/db/open.ts';
import { defaultLevel } from '../../server/log.ts';
import { safePath } from '../../server/http/safe-path.ts';
import { healthRoutes } from '../../server/routes/health.ts';
import { startDraining } from '../../server/lifecycle.ts';

describe('WEB_CONCURRENCY', () => {
  const pg = 'postgres://u@127.0.0.1/db';
  it('defaults to one process', () => {
    expect(webConcurrency({})).toBe(1);
    expect(webConcurrency({ WEB_CONCURRENCY: '' })).toBe(1);
    expect(webConcurrency({ WEB_CONCURRENCY: ' 1 ' })).toBe(1);
  });
  it('runs several on PostgreSQL only', () => {
    expect(webConcurrency({ WEB_CONCURRENCY: '4', DATABASE_URL: pg })).toBe(4);
    expect(() => webConcurrency({ WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY=2 needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) belongs to one process',
    );
  });
  it('refuses what is not a whole number from 1 to 64', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '65']) {
      expect(() => webConcurrency({ WEB_CONCURRENCY: bad, DATABASE_URL: pg })).toThrow(
        `WEB_CONCURRENCY must be a whole number from 1 to 64 (got "${bad}")`,
      );
    }
  });
});

describe('PG_POOL_SIZE', () => {
  it('is 10 connections per process unless set', () => {
    expect(poolSize({})).toBe(10);
    expect(poolSize({ PG_POOL_SIZE: '4' })).toBe(4);
    expect(() => poolSize({ PG_POOL_SIZE: '0' })).toThrow('PG_POOL_SIZE must be a whole number of 1 or more (got "0")');
  });
});

describe('log level', () => {
  it('is LOG_LEVEL, else silent under vitest and info elsewhere', () => {
    expect(defaultLevel({ LOG_LEVEL: 'debug', VITEST: 'true' })).toBe('debug');
    expect(defaultLevel({ VITEST: 'true' })).toBe('silent');
    expect(defaultLevel({})).toBe('info');
  });
});

describe('the logged path', () => {
  it('keeps ids and routes', () => {
    expect(safePath('/api/v1/product/6f1c2b9e-0d7a-4c1e-9d53-1f2a3b4c5d6e')).toBe(
      '/api/v1/product/6f1c2b9e-0d7a-4c1e-9d53-1f2a3b4c5d6e',
    );
    expect(safePath('/stores/s1/products/p2')).toBe('/stores/s1/products/p2');
  });
  it('masks a phone number and the typed PIN or locality of an address', () => {
    expect(safePath('/api/v1/user/9876543210/x')).toBe('/api/v1/user/:masked/x');
    expect(safePath('/api/v1/postal/pincode/600001')).toBe('/api/v1/postal/pincode/:masked');
    expect(safePath('/api/v1/postal/postoffice/George%20Town')).toBe('/api/v1/postal/postoffice/:masked');
  });
});

describe('readiness while draining', () => {
  it('answers 503 before touching the database; health stays 200', async () => {
    const routes = healthRoutes({} as Db);
    startDraining();
    const ready = await routes.request('/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ message: 'Not ready', data: null, errors: { process: ['Shutting down'] } });
    expect((await routes.request('/health')).status).toBe(200);
  });
});

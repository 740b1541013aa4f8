import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertProductionReady } from '../../server/production.ts';
import { createApp } from '../../server/app.ts';
import * as t from '../../server/db/schema.ts';
import { pgliteOnly, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(pgliteOnly[0]!, 8);
});
afterAll(() => api?.close());

describe('security by default', () => {
  it('answers CORS only for configured origins', async () => {
    const app = createApp(api.database.db, { allowedOrigins: ['https://shop.vastra.in'] });
    const allowed = await app.request('/api/v1/userstore/getAll', { headers: { Origin: 'https://shop.vastra.in' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.vastra.in');
    // A storefront on another origin can read when the next code may be asked for.
    expect(allowed.headers.get('access-control-expose-headers')).toBe('Retry-After');
    const other = await app.request('/api/v1/userstore/getAll', { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('vary')).toBe('Origin');
    const sameOrigin = await app.request('/api/v1/userstore/getAll');
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.headers.get('access-control-allow-origin')).toBeNull();
    expect(sameOrigin.headers.get('vary')).toBe('Origin');
    // A preflight from the storefront's origin may send JSON with a token.
    const preflight = await app.request('/api/v1/userCart', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://shop.vastra.in',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.vastra.in');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
  });

  it('sends security headers and no stack traces', async () => {
    const response = await api.app.request('/api/v1/product/x');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bad = await api.call('PUT', 'userCart', { body: '{oops', token: 'x' });
    expect(bad.status).toBe(401);
    const [u] = await api.database.db.select().from(t.users).limit(1);
    const { accessToken } = await api.login(u!.phone);
    const malformed = await api.call('PUT', 'userCart', { body: '{oops', token: accessToken });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses oversized JSON bodies', async () => {
    const huge = await api.call('POST', 'otpless/signOtp', { body: { phoneNumber: 'x'.repeat(300 * 1024) } });
    expect(huge.status).toBe(413);
  });

  it('refuses a body whose declared Content-Length is over the limit, and lets a small declared one through', async () => {
    const url = '/api/v1/otpless/signOtp';
    const declared = (length: number) => ({
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(length) },
    });
    const over = await api.app.request(url, declared(256 * 1024 + 1));
    expect(over.status).toBe(413);
    expect(((await over.json()) as { message: string }).message).toBe('Request body too large');
    const small = await api.app.request(url, declared(2));
    expect(small.status).toBe(400); // through to the route, which asks for the phone
  });

  it("production refuses to start without a database, a JWT secret, an SMS gateway, Razorpay and the site's https address", () => {
    expect(() => assertProductionReady({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL.*JWT_SECRET.*SMS_GATEWAY_URL/,
    );
    expect(() =>
      assertProductionReady({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://x',
        JWT_SECRET: 'short',
        SMS_GATEWAY_URL: 'https://sms',
        SMS_GATEWAY_TOKEN: 't',
      }),
    ).toThrow(/JWT_SECRET/);
    const ready = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x',
      JWT_SECRET: 'k'.repeat(40),
      SMS_GATEWAY_URL: 'https://sms',
      SMS_GATEWAY_TOKEN: 't',
    };
    expect(() => assertProductionReady(ready)).toThrow(/RAZORPAY/);
    const paid = { ...ready, RAZORPAY_KEY_ID: 'rzp', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    // Upload URLs are built on the site's address, never on a request's Host: production must name it, in https.
    expect(() => assertProductionReady(paid)).toThrow(/PUBLIC_SITE_URL/);
    expect(() => assertProductionReady({ ...paid, PUBLIC_SITE_URL: 'vastra.in' })).toThrow(/PUBLIC_SITE_URL/);
    expect(() => assertProductionReady({ ...paid, PUBLIC_SITE_URL: 'http://vastra.in' })).toThrow(/PUBLIC_SITE_URL/);
    expect(() => assertProductionReady({ ...paid, PUBLIC_SITE_URL: 'https://vastra.in' })).not.toThrow();
    expect(() => assertProductionReady({ NODE_ENV: 'development' })).not.toThrow();
  });

  it('the dev outbox exists outside production only', async () => {
    const dev = createApp(api.database.db);
    expect((await dev.request('/api/v1/dev/outbox?phone=9876543210')).status).toBe(200);
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const prod = createApp(api.database.db);
      expect((await prod.request('/api/v1/dev/outbox?phone=9876543210')).status).toBe(404);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});

describe('the OpenAPI document', () => {
  it('covers every call of both specs (paths as the spec gives them, ours where it shows none)', async () => {
    const { body } = await api.get('openapi.json');
    const paths = Object.keys(body.paths);
    const spec = [
      '/userRefresh/refresh',
      '/userSearch/account',
      '/orders/orderGet',
      '/userCart',
      '/wishlist',
      '/wishlist/check',
      '/user/profile',
      '/address/getAll',
      '/address',
      '/price/newEstimator',
      '/transaction',
      '/product/{id}',
      '/product/coupon/product',
      '/droptrack',
      '/droptrack/check/{id}',
      '/droptrack/product/{id}',
      '/droptrack/delete/{productId}',
      '/otpless/signOtp',
      '/otpless/verifyOtp',
      '/otpless/signUp',
      '/otpless/signUpVerify',
      '/username/{name}/check',
      '/onboarding',
      '/newOrder/create',
      '/upload',
      '/userstore/{id}',
      '/userstore/offers/{id}',
      '/userstore/category/{id}',
      '/userstore/collection/{id}',
      '/userstore/getAll',
      '/product',
      '/user/profile/{userId}',
      '/favourite/check',
      '/favourite/add',
      '/favourite/remove',
      '/userpost/getAll',
      '/follow/{userId}',
      '/follow',
      '/feature',
      '/postal/pincode/{pin}',
      '/postal/postoffice/{text}',
      '/user/preferences',
      '/saved',
      '/saved/check/{productId}',
      '/product/list',
      '/orders/{orderId}/cancel',
      '/orders/{orderId}/return',
      '/coupon/{id}',
      '/orders/{orderId}',
      '/notifications',
      '/search/products',
      '/search/brands',
      '/userCart/merge',
      '/catalog/products',
    ];
    expect(paths).toEqual(expect.arrayContaining(spec));
    expect(body.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('the build', () => {
  it('can create the app to read the catalog in production mode without any secret', async () => {
    const previous = { env: process.env.NODE_ENV, secret: process.env.JWT_SECRET };
    process.env.NODE_ENV = 'production';
    delete process.env.JWT_SECRET;
    try {
      const app = createApp(api.database.db);
      expect((await app.request('/api/v1/catalog/products?limit=1')).status).toBe(200);
    } finally {
      process.env.NODE_ENV = previous.env;
      if (previous.secret !== undefined) process.env.JWT_SECRET = previous.secret;
    }
  });
});

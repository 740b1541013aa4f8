/**
 * The marketplace API: a Hono app under /api/v1 over one database. Built by createApp so the static
 * build (app.request, in-process), the dev server, the production server and the tests share it.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { etag } from 'hono/etag';
import { secureHeaders } from 'hono/secure-headers';
import { HTTPException } from 'hono/http-exception';
import type { Db } from './db/open.ts';
import { primaryReads, type Reads } from './db/reads.ts';
import { fail } from './http/envelope.ts';
import { jsonBodyLimit } from './http/body-limit.ts';
import { corsFor } from './http/cors.ts';
import { isInvalidTextError, refuseNul } from './http/nul-guard.ts';
import { productRoutes } from './routes/products.ts';
import { storeRoutes } from './routes/stores.ts';
import { authRoutes } from './routes/auth.ts';
import { cartRoutes } from './routes/cart.ts';
import { accountRoutes } from './routes/account.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { profileRoutes } from './routes/profiles.ts';
import { followRoutes } from './routes/follows.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { favouriteRoutes } from './routes/favourites.ts';
import { savedRoutes } from './routes/saved.ts';
import { stockAlertRoutes } from './routes/stock-alerts.ts';
import { droptrackRoutes } from './routes/droptrack.ts';
import { lensRoutes } from './routes/lens.ts';
import { featureRequestRoutes } from './routes/feature-requests.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { settingsRoutes } from './routes/settings.ts';
import { searchRoutes } from './routes/search.ts';
import { orderRequestRoutes } from './routes/order-requests.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { devRoutes } from './routes/dev.ts';
import { healthRoutes } from './routes/health.ts';
import { deliveryRoutes } from './routes/delivery.ts';
import { s3StorageFromEnv, type S3Storage } from './uploads/s3.ts';
import { config } from './config.ts';
import { paymentProviderFromEnv, type PaymentProvider } from './checkout/payments.ts';
import { smsTransportFromEnv, type SmsTransport } from './auth/sms.ts';
import { errorFields, log, type Logger } from './log.ts';
import { safePath } from './http/safe-path.ts';
import { refusalReply } from './http/db-refusals.ts';
import { privateToBearer } from './http/private-replies.ts';
import { termsPath } from '../src/lib/paths.ts';

export const API_BASE = '/api/v1';

export type AppOptions = {
  allowedOrigins?: string[];
  sms?: SmsTransport;
  payments?: PaymentProvider;
  cdnDir?: string;
  s3?: S3Storage | null;
  privateDir?: string;
  /** Where API errors are logged (the process's log unless a test captures them). */
  logger?: Logger;
  /** Where the catalog's reads go (db/reads.ts): the primary unless read replicas are given. */
  reads?: Reads;
};

export function createApp(db: Db, options: AppOptions = {}) {
  const api = new OpenAPIHono();
  const s3 = options.s3 === undefined ? s3StorageFromEnv() : options.s3;
  const origins = options.allowedOrigins ?? (process.env.CORS_ORIGINS ?? '').split(',').filter(Boolean);
  const logger = options.logger ?? log;
  const reads = options.reads ?? primaryReads(db);

  // Outermost, so every reply to a signed-in request (refusals and etag()'s 304s too) is kept by no cache.
  api.use('*', privateToBearer);
  api.use('*', secureHeaders({ crossOriginResourcePolicy: 'same-site' }));
  api.use('*', corsFor(origins));
  // JSON bodies are small; the signed image PUT checks its own 5 MB limit.
  api.use('*', jsonBodyLimit);
  // PostgreSQL refuses NUL in text: a 400 naming the field here, rather than a 500 from the query.
  api.use('*', refuseNul);
  api.use('*', etag());
  // After a signed-in write, that user's catalog reads go to the primary for a while (with replicas only).
  api.use('*', reads.noteWrites);

  api.route('/', healthRoutes(db));
  api.route('/', productRoutes(reads));
  api.route('/', storeRoutes(reads));
  api.route('/', authRoutes(db, options.sms ?? smsTransportFromEnv(db)));
  api.route('/', cartRoutes(db));
  api.route('/', accountRoutes(db, s3));
  // Before the order routes: /orders/refunds is not an order id.
  api.route('/', settingsRoutes(db));
  const payments = options.payments ?? paymentProviderFromEnv();
  api.route('/', checkoutRoutes(db, payments));
  api.route('/', profileRoutes(db));
  api.route('/', followRoutes(db));
  api.route('/', reviewRoutes(db, s3));
  api.route('/', favouriteRoutes(db));
  api.route('/', savedRoutes(db));
  api.route('/', stockAlertRoutes(db));
  api.route('/', droptrackRoutes(db));
  api.route('/', lensRoutes(db));
  api.route('/', featureRequestRoutes(db));
  api.route('/', notificationRoutes(db));
  api.route('/', searchRoutes(db, reads));
  api.route('/', deliveryRoutes(db));
  api.route('/', orderRequestRoutes(db, payments, s3));
  api.route('/', uploadRoutes(db, options.cdnDir ?? config.cdnDir, s3, options.privateDir));
  if (process.env.NODE_ENV !== 'production') api.route('/', devRoutes(db, payments));

  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Vastra marketplace API',
      version: '1.0.0',
      description: 'Replies are { message, data }; success is status 200.',
      // Not open source (package.json is private): the API is Vastra's, used on the site's terms.
      license: { name: 'Proprietary', url: new URL(termsPath(), config.siteOrigin).href },
    },
    servers: [{ url: API_BASE }],
  });

  const root = new OpenAPIHono().route(API_BASE, api);
  root.notFound((c) => fail(c, 404, 'Not found'));
  root.onError(async (error, c) => {
    if (error instanceof HTTPException) return fail(c, error.status, error.message || 'Request failed');
    if (error instanceof SyntaxError) return fail(c, 400, 'Malformed JSON body');
    if (isInvalidTextError(error)) return fail(c, 400, 'Invalid input');
    const refused = await refusalReply(db, c, error);
    if (refused) return refused;
    // The route, the path and what failed (a database error by its code and constraint): never bodies, tokens
    // or a query's parameters, and no stack in replies.
    logger.error(
      { method: c.req.method, route: c.req.routePath, path: safePath(c.req.path), ...errorFields(error) },
      'API error',
    );
    return fail(c, 500, 'Something went wrong');
  });
  return root;
}

export type App = ReturnType<typeof createApp>;

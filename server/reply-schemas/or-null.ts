import { z } from '@hono/zod-openapi';

/**
 * A named (registered) schema or null. Not `.nullable()`: on a registered schema that carries the name over,
 * and the OpenAPI component itself (so every use of it in the generated types) would become nullable.
 */
export const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);

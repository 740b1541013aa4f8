/** An OpenAPIHono whose validation failures answer 400 with messages per field. */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { fail, type FieldErrors } from './envelope.ts';

export function createRouter<E extends Env = Env>() {
  return new OpenAPIHono<E>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const fields: FieldErrors = {};
      for (const issue of result.error.issues) {
        const key = issue.path.join('.') || '_';
        (fields[key] ??= []).push(issue.message);
      }
      return fail(c, 400, 'Invalid input', fields);
    },
  });
}

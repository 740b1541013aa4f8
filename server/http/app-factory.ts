/** An OpenAPIHono whose validation failures answer 400 with messages per field. */
import { OpenAPIHono } from '@hono/zod-openapi';
import { fail, type FieldErrors } from './envelope.ts';

export function createRouter() {
  return new OpenAPIHono({
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

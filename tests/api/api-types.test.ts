/** The storefront's generated reply types (src/contract/openapi.ts) are what the API's reply schemas give now. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TYPES_FILE, apiTypesText } from '../../scripts/api-types/generate.ts';

describe('generated API types', () => {
  it('src/contract/openapi.ts matches the OpenAPI document (else run npm run api:types)', async () => {
    const kept = fs.readFileSync(TYPES_FILE, 'utf8').split('\n');
    const fresh = (await apiTypesText()).split('\n');
    const first = fresh.findIndex((line, i) => line !== kept[i]);
    const differs = first === -1 && kept.length === fresh.length ? null : { line: first + 1, now: fresh[first] };
    expect(differs, 'run npm run api:types and commit src/contract/openapi.ts').toBeNull();
    expect(fresh.some((line) => line.startsWith('export interface paths'))).toBe(true);
  });
});

/** Writes src/contract/openapi.ts, the storefront's reply types, from the API's OpenAPI document. */
import fs from 'node:fs';
import { TYPES_FILE, apiTypesText } from './api-types/generate.ts';

fs.writeFileSync(TYPES_FILE, await apiTypesText());
console.log(`wrote ${TYPES_FILE}`);

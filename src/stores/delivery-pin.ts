/**
 * The last PIN the shopper checked delivery to, kept on the device (synced across tabs) so the product page's
 * "Check delivery" fills it in next time. Only a 6-digit PIN is kept.
 */
import { persistentAtom } from '@nanostores/persistent';
import { PIN_PATTERN } from '../lib/rules/field-rules.ts';

const asPin = (raw: string) => (PIN_PATTERN.test(raw) ? raw : '');

export const $deliveryPin = persistentAtom<string>('vastra:deliveryPin', '', { encode: asPin, decode: asPin });

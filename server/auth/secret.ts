/**
 * Server keys. One master secret: JWT_SECRET in production (required). Outside production one is generated
 * once per data folder and kept there, so tokens survive a restart without a secret in the repository.
 * Each use gets its own key derived from the master (HKDF), so a key leaked or misused for one purpose
 * (say, a test-payment signature) never signs another (a session token).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { config } from '../config.ts';

export type KeyPurpose = 'tokens' | 'otp-codes' | 'upload-urls' | 'private-files' | 'test-payments' | 'search-clients';

let master: Uint8Array | undefined;
const derived = new Map<KeyPurpose, Uint8Array>();

function masterSecret(): Uint8Array {
  if (master) return master;
  const fromEnv = process.env.JWT_SECRET;
  if (fromEnv) return (master = new TextEncoder().encode(fromEnv));
  if (config.production) throw new Error('JWT_SECRET must be set in production');
  const file = path.join(config.dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) createOnce(file, crypto.randomBytes(48).toString('base64url'));
  return (master = new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim()));
}

/**
 * Writes the file unless it exists, atomically: several processes starting on one data folder at once
 * (WEB_CONCURRENCY) must all end up with the first one's secret, or their tokens would not verify on each
 * other. A hard link to a complete temporary file either creates the name or fails with EEXIST.
 */
function createOnce(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content, { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(temporary);
  }
}

/** The key for one purpose: HKDF-SHA256 of the master secret, 32 bytes. */
export function keyFor(purpose: KeyPurpose): Uint8Array {
  let key = derived.get(purpose);
  if (!key) {
    key = new Uint8Array(crypto.hkdfSync('sha256', masterSecret(), 'vastra', `vastra:${purpose}`, 32));
    derived.set(purpose, key);
  }
  return key;
}

/** Keyed hash for one-time codes, so a database leak does not reveal live codes. */
export function hashCode(phone: string, code: string): string {
  return crypto.createHmac('sha256', keyFor('otp-codes')).update(`${phone}:${code}`).digest('hex');
}

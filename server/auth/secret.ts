/**
 * The JWT signing secret: JWT_SECRET in production (required). Outside production one is generated once
 * per data folder and kept there, so tokens survive a restart without a secret in the repository.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { config } from '../config.ts';

let cached: Uint8Array | undefined;

export function jwtSecret(): Uint8Array {
  if (cached) return cached;
  const fromEnv = process.env.JWT_SECRET;
  if (fromEnv) return (cached = new TextEncoder().encode(fromEnv));
  if (config.production) throw new Error('JWT_SECRET must be set in production');
  const file = path.join(config.dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return (cached = new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim()));
}

/** Keyed hash for one-time codes, so a database leak does not reveal live codes. */
export function hashCode(phone: string, code: string): string {
  return crypto.createHmac('sha256', jwtSecret()).update(`${phone}:${code}`).digest('hex');
}

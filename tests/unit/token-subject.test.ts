import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { tokenSubject } from '../../src/lib/token-subject.ts';

describe('tokenSubject', () => {
  it('reads the account id a session token names, as the server signs it', async () => {
    const token = await new SignJWT({ typ: 'access', fam: 'f1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('8f0c2a6e-0b1d-4e7a-9c3f-5d2e1a7b9c40')
      .setIssuer('vastra')
      .sign(new TextEncoder().encode('a key for the test only, 32 bytes!'));
    expect(tokenSubject(token)).toBe('8f0c2a6e-0b1d-4e7a-9c3f-5d2e1a7b9c40');
  });

  it("is '' for no token, one that does not parse, or one without a subject", () => {
    expect(tokenSubject('')).toBe('');
    expect(tokenSubject('not-a-token')).toBe('');
    expect(tokenSubject('a.%%%.c')).toBe('');
    expect(tokenSubject(`x.${btoa(JSON.stringify({ typ: 'access' }))}.y`)).toBe('');
  });
});

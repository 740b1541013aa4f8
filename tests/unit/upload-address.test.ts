/** Where the browser PUTs an upload: local storage's relative URL on the API's origin, a bucket's as signed. */
import { describe, expect, it } from 'vitest';
import { putAddress } from '../../src/lib/api/uploads.ts';

describe('putAddress', () => {
  const put = '/api/v1/upload/put/0b6f3c4e-1d2a-4c55-9f00-3e2d1c0b9a87?expires=1764400000000&signature=ab12';

  it('resolves a relative PUT URL on the origin the page was opened on', () => {
    for (const page of [
      'http://127.0.0.1:4321/user/me',
      'http://192.168.1.20:4321/my-orders/1',
      'https://www.vastra.in/',
    ]) {
      expect(putAddress(put, page, '/api/v1')).toBe(`${new URL(page).origin}${put}`);
    }
  });

  it('on the API’s own origin when PUBLIC_API_BASE names another', () => {
    expect(putAddress(put, 'https://www.vastra.in/user/me', 'https://api.vastra.in/api/v1')).toBe(
      `https://api.vastra.in${put}`,
    );
  });

  it('leaves a bucket’s signed URL as it is', () => {
    const signed = 'https://vastra-media.s3.ap-south-1.amazonaws.com/uploads/ab/c.png?X-Amz-Signature=ff';
    expect(putAddress(signed, 'http://127.0.0.1:4321/', '/api/v1')).toBe(signed);
  });
});

/**
 * The tax invoice stays in English, but a shopper who writes their name and address in Hindi gets them printed
 * in Hindi: set in Noto Sans Devanagari (Inter has no Devanagari), shaped (conjuncts, matras, the reph), and
 * marked with the words as typed for copying and search. Through the real app, database and PDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { pgliteOnly, startTestApi, type TestApi } from './harness.ts';
import { actualTexts, embeddedFonts, orderGroup, pdfText, pricedFashionSeller } from './invoice-fixture.ts';

describe.each(pgliteOnly)('a tax invoice for a shopper who writes in Hindi on $name', (target) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(target, 40);
  });
  afterAll(() => api?.close());

  it('prints the name and address in Devanagari, shaped, and says them as typed; the document stays English', async () => {
    const [person] = await api.database.db.select().from(t.users).limit(1);
    await api.database.db.update(t.users).set({ fullname: 'प्रिया शर्मा' }).where(eq(t.users.id, person!.id));
    const token = (await api.login(person!.phone)).accessToken;
    const seller = await pricedFashionSeller(api, 'invoice-hindi-10');
    const address = await api.call('POST', 'address', {
      token,
      body: {
        name: 'प्रिया शर्मा',
        phone: '9876512345',
        pinCode: '302001',
        addressMain: '12 गांधी मार्ग',
        locality: 'बापू नगर, जयपुर',
        // The city must be the PIN code's, as the address rules spell it (a Devanagari city is refused).
        city: 'Jaipur',
        state: 'Rajasthan',
      },
    });
    expect(address.status, JSON.stringify(address.body)).toBe(200);
    const placed = await api.call('POST', 'newOrder/create', {
      token,
      body: { orderType: 'Cod', addressId: address.body.data.id, useWallet: false, orderData: [orderGroup(seller)] },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.data.orderIds[0] as string;
    expect((await api.call('POST', `dev/orders/${orderId}/status`, { body: { status: 'IN_TRANSIST' } })).status).toBe(
      200,
    );

    const reply = await api.app.request(`/api/v1/orders/${orderId}/invoice`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(reply.status).toBe(200);
    const bytes = await reply.arrayBuffer();

    // Inter for the document, Noto Sans Devanagari for the Hindi, in the weights used (the party's name is semibold).
    expect(embeddedFonts(bytes)).toEqual([
      'Inter-Bold',
      'Inter-Regular',
      'Inter-SemiBold',
      'NotoSansDevanagari-Regular',
      'NotoSansDevanagari-SemiBold',
    ]);
    // Bill to and ship to, each Hindi line as the shopper typed it.
    const typed = ['प्रिया शर्मा', '12 गांधी मार्ग', 'बापू नगर, जयपुर'];
    expect(actualTexts(bytes)).toEqual([...typed, ...typed]);
    expect(actualTexts(bytes).join(', ')).toContain('प्रिया शर्मा, 12 गांधी मार्ग, बापू नगर, जयपुर');

    // PDF.js reads glyphs in the order they are drawn: proof the text was shaped, the i-matra drawn before
    // its conjunct (िप्र) and the reph after its syllable (र्मा -> मार्). Unshaped, it would read as typed.
    const text = await pdfText(bytes);
    expect(text).toContain('िप्रया शमार्');
    expect(text).toContain('12 गांधी मागर्');
    expect(text).toContain('बापू नगर, जयपुर');
    // The rest is the English GST document.
    for (const s of ['Tax Invoice', 'BILL TO', 'Jaipur 302001', 'Rajasthan, state code 08', 'Phone 9876512345'])
      expect(text).toContain(s);
  });
});

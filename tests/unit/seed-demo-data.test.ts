/**
 * Demo data a shopper would believe: the demo shopper's orders are as old as their status makes sense on the
 * day the seed runs, and every seeded review talks about the kind of thing it reviews.
 */
import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../../server/seed/catalog.ts';
import { promisedDay } from '../../server/delivery/delivery.ts';

const HOUR = 3_600_000;
/** The India day of a moment, "YYYY-MM-DD". */
const indiaDay = (at: Date) => new Date(at.getTime() + 5.5 * HOUR).toISOString().slice(0, 10);

describe("the demo shopper's orders, dated from the seed's own time", () => {
  // A Wednesday morning and a Sunday night in India, a year apart.
  for (const seededAt of [new Date('2026-12-02T04:30:00Z'), new Date('2027-11-14T16:00:00Z')]) {
    const catalog = generateCatalog({ products: 48, seededAt });
    const { orders, orderStatusHistory, orderRequests } = catalog.shoppers;
    const store = (id: string) => catalog.stores.find((s) => s.id === id);

    it(`${seededAt.toISOString()}: every status was reached in order, after the order was placed and before the seed ran`, () => {
      expect(orders.length).toBe(8);
      for (const order of orders) {
        const history = orderStatusHistory.filter((h) => h.orderId === order.id).map((h) => h.at!.getTime());
        expect(history[0], order.id).toBe(order.createdAt!.getTime());
        expect(
          [...history].sort((a, b) => a - b),
          order.id,
        ).toEqual(history);
        expect(history.at(-1)!, order.id).toBeLessThan(seededAt.getTime());
        // Nothing in the demo shopper's list is older than a fortnight.
        expect(seededAt.getTime() - order.createdAt!.getTime(), order.id).toBeLessThanOrEqual(14 * 24 * HOUR);
      }
    });

    it(`${seededAt.toISOString()}: an order still on its way was placed in the last 4 days and is not late`, () => {
      const open = orders.filter((o) =>
        ['READY_FOR_PICKUP', 'IN_TRANSIST', 'OUT_FOR_DELIVERY'].includes(o.orderStatus),
      );
      expect(open.map((o) => o.orderStatus).sort()).toEqual(['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'READY_FOR_PICKUP']);
      for (const order of open) {
        expect(seededAt.getTime() - order.createdAt!.getTime(), order.id).toBeLessThanOrEqual(4 * 24 * HOUR);
        const promised = promisedDay(store(order.sellerId), '560001', order.createdAt!);
        expect(promised, order.id).not.toBeNull();
        expect(promised! >= indiaDay(seededAt), `${order.id} promised ${promised}`).toBe(true);
      }
    });

    it(`${seededAt.toISOString()}: every order the courier picked up has its courier and AWB; the others have none`, () => {
      for (const order of orders) {
        const pickedUp = orderStatusHistory.some((h) => h.orderId === order.id && h.status === 'IN_TRANSIST');
        if (pickedUp) {
          expect(order.courier, order.id).toMatch(/^(Delhivery|Blue Dart|Ekart|XpressBees|Shadowfax)$/);
          expect(order.awb, order.id).toMatch(/^\d{12}$/);
        } else expect([order.courier ?? null, order.awb ?? null], order.id).toEqual([null, null]);
      }
      // In transit, out for delivery, delivered, returned, exchanged and the returnable order: six, each its own.
      expect(new Set(orders.map((o) => o.awb).filter(Boolean)).size).toBe(6);
    });

    it(`${seededAt.toISOString()}: a delivered order arrived by its promised day; a return or exchange was asked within 48 hours of delivery`, () => {
      for (const order of orders.filter((o) => ['DELIVERED', 'RETURN', 'EXCHANGE'].includes(o.orderStatus))) {
        const delivered = orderStatusHistory.find((h) => h.orderId === order.id && h.status === 'DELIVERED')!;
        const promised = promisedDay(store(order.sellerId), '560001', order.createdAt!)!;
        expect(indiaDay(delivered.at!) <= promised, `${order.id} delivered after ${promised}`).toBe(true);
        const request = orderRequests.find((r) => r.orderId === order.id);
        if (order.orderStatus === 'DELIVERED') continue;
        const asked = request!.createdAt!.getTime() - delivered.at!.getTime();
        expect(asked, order.id).toBeGreaterThan(0);
        expect(asked, order.id).toBeLessThan(48 * HOUR);
      }
    });
  }
});

/** Words that belong to one kind of product only: a review of anything else must not use them. */
const OWN_WORDS: Record<string, RegExp> = {
  clothes: /\b(fit|fabric|stitching|seams?|size|wash(es)?|wore it)\b/i,
  'personal-care': /\b(shade|swatch|fragrance|expiry|texture|broke me out)\b/i,
  watches: /\b(dial|wrist|keeps? (perfect )?time|warranty|glass)\b/i,
  bags: /\b(laptop|zips?|lining|pockets?|handles?|shoulder)\b/i,
  jewellery: /\b(plating|polish|stones?|sangeet)\b/i,
};
const groupOf = (category: string) => (category === 'fashion' || category === 'kids' ? 'clothes' : category);

describe('seeded reviews', () => {
  const catalog = generateCatalog({ products: 600 });
  const categoryOf = new Map(catalog.products.map((p) => [p.id, p.categoryId]));
  const reviews = catalog.posts.filter((p) => typeof p.ratings === 'number');

  it('talk about the kind of product they review: no shirt talk on a lipstick, no shade talk on a watch', () => {
    expect(reviews.length).toBeGreaterThan(500);
    const seen = new Set<string>();
    for (const review of reviews) {
      const own = groupOf(categoryOf.get(review.productId!)!);
      seen.add(own);
      for (const [group, words] of Object.entries(OWN_WORDS)) {
        if (group === own) continue;
        expect(`${review.postTitle} ${review.postDesc}`, `a ${own} review`).not.toMatch(words);
      }
    }
    expect([...seen].sort()).toEqual(['bags', 'clothes', 'jewellery', 'personal-care', 'watches']);
  });

  it('fit the style: a clutch, carried in the hand, is never praised for holding a laptop or its handles', () => {
    const styleOf = new Map(catalog.products.map((p) => [p.id, (p.specs as Record<string, string>).style]));
    const clutchReviews = reviews.filter((r) => styleOf.get(r.productId!) === 'Clutch');
    expect(clutchReviews.length).toBeGreaterThan(10);
    for (const review of clutchReviews)
      expect(`${review.postTitle} ${review.postDesc}`, 'a clutch review').not.toMatch(
        /\b(laptop|lunch|shoulder|handles?|pockets?|backpack)\b/i,
      );
  });

  it('read as their stars do: a one- or two-star review does not gush, a five-star one does not complain', () => {
    for (const review of reviews) {
      const text = `${review.postTitle} ${review.postDesc}`;
      if (review.ratings! <= 2) expect(text).not.toMatch(/love|lovely|beautiful|perfect|compliments|will buy again/i);
      if (review.ratings! >= 4) expect(text).not.toMatch(/disappoint|poor|broke|cracked|stopped|fell out|loose/i);
    }
  });
});

/** What each kind of article is drawn as: a picture shows the thing its name says. */
const DRAWN_AS: Record<string, string> = {
  Shirt: 'shirt',
  'T-Shirts': 'tshirt',
  Kurtas: 'kurta-long',
  Pants: 'pants',
  'Track Pants': 'pants',
  Tops: 'tshirt',
  'Co-Ords': 'co-ord-set',
  Shorts: 'shorts',
  'Lounge Shorts': 'shorts',
  'Night Suits': 'night-suit',
  'Gym Wear': 'tshirt',
  'Sports Wear': 'shorts',
  'Matte Lipstick': 'lipstick',
  'Face Serum': 'bottle',
  'Night Cream': 'jar',
  'Eau de Parfum': 'perfume',
  Romper: 'romper',
  Frock: 'dress',
  'Kids T-Shirt': 'tshirt',
  'Analog Watch': 'watch',
  Chronograph: 'watch',
  'Tote Bag': 'tote',
  Backpack: 'backpack',
  Clutch: 'clutch',
  Necklace: 'necklace',
  'Jhumka Earrings': 'earrings',
  'Bangle Set': 'bangle',
};

describe('seeded art', () => {
  const catalog = generateCatalog({ products: 600 });

  it('every product’s and variant’s picture is drawn as its kind, under its category: a co-ord set is not a dress', () => {
    const productOf = new Map(catalog.products.map((p) => [p.id, p]));
    const styles = new Set<string>();
    const check = (productId: string, images: string[], color: string) => {
      const product = productOf.get(productId)!;
      const style = (product.specs as Record<string, string>).style!;
      styles.add(style);
      const shape = DRAWN_AS[style];
      expect(shape, style).toBeDefined();
      for (const image of images)
        expect(image).toMatch(
          new RegExp(`^products/${product.categoryId}/${shape}-${color.toLowerCase()}-(front|detail)$`),
        );
    };
    for (const p of catalog.products) check(p.id!, p.imgUrls, p.imgUrls[0]!.split('-').at(-2)!);
    for (const v of catalog.variants) check(v.productId, v.imgUrls, v.color);
    expect(styles.size).toBe(Object.keys(DRAWN_AS).length);
  });
});

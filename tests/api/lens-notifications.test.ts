/**
 * What a Lens post puts in its author's followers' notifications: one row per author and follower a day,
 * updated in place ("… posted 3 times on Lens", the newest caption and link), never a row for a deleted
 * post; and the store's own notifications marked as such while a shopper's are not. Posts and deletions
 * sent at once (PostgreSQL) leave the row counting and linking live posts only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../server/db/open.ts';
import { startTestApi, bothDatabases, type TestApi } from './harness.ts';
import { uploadPublicPicture } from './picture-fixture.ts';
import { PLACE } from './checkout-fixture.ts';

type Person = { id: string; phone: string; name: string; token: string };
type Author = Person & { productId: string; photo: string };
type Note = { id: string; kind: string; title: string; body: string; link: string | null; readAt: string | null };

describe.each(bothDatabases)('Lens post notifications on $name', (target) => {
  let api: TestApi;
  let authors: Author[];
  let followers: Person[];

  beforeAll(async () => {
    api = await startTestApi(target, 40);
    // Shoppers (not sellers): five authors, one per test, each with a delivered order to post about, and
    // three followers of all five.
    const { rows: people } = (await api.database.db.execute(sql`
      select id, phone, coalesce(nullif(fullname, ''), displayname) as name from users
      where not is_blocked and not exists (select 1 from stores s where s.id = users.id)
      order by id limit 8`)) as unknown as Rows<{ id: string; phone: string; name: string }>;
    expect(people).toHaveLength(8);
    const signedIn: Person[] = [];
    for (const p of people) signedIn.push({ ...p, token: (await api.login(p.phone)).accessToken });
    const item = await variantInStock();
    authors = [];
    for (const person of signedIn.slice(0, 5)) {
      const orderId = await placeOrder(person, item);
      for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED'])
        expect((await api.call('POST', `dev/orders/${orderId}/status`, { body: { status } })).status).toBe(200);
      authors.push({ ...person, productId: item.product_id, photo: await uploadPublicPicture(api, person.token) });
    }
    followers = signedIn.slice(5);
    for (const follower of followers)
      for (const author of authors)
        expect(
          (await api.call('POST', 'follow', { token: follower.token, body: { followTo: author.id } })).status,
        ).toBe(200);
  });
  afterAll(() => api?.close());

  type Item = { variant_id: string; product_id: string; seller_user_id: string };
  async function variantInStock(): Promise<Item> {
    const { rows } = (await api.database.db.execute(sql`
      select v.id as variant_id, v.product_id, p.seller_user_id from variants v join products p on p.id = v.product_id
      where v.quantity > 20 order by v.id limit 1`)) as unknown as Rows<Item>;
    return rows[0]!;
  }
  /** One cash-on-delivery order of the item, to a new address of the shopper's. */
  async function placeOrder(person: Person, item: Item): Promise<string> {
    const addressId = (await api.call('POST', 'address', { token: person.token, body: PLACE })).body.data.id;
    const placed = await api.call('POST', 'newOrder/create', {
      token: person.token,
      body: {
        orderType: 'Cod',
        addressId,
        orderData: [
          {
            sellerId: item.seller_user_id,
            couponIds: 'no_coupon',
            productIds: [item.product_id],
            variants: [item.variant_id],
            quantity: [1],
          },
        ],
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body.data.orderIds[0] as string;
  }

  const post = async (author: Author, caption: string) => {
    const reply = await api.call('POST', 'post', {
      token: author.token,
      body: { productId: author.productId, postTitle: caption, imageUrls: [author.photo] },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id as string;
  };
  const unpost = async (author: Author, id: string) => {
    const reply = await api.call('DELETE', `post/${id}`, { token: author.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  };
  const notesOf = async (follower: Person) => {
    const reply = await api.call('GET', 'notifications', { token: follower.token });
    expect(reply.status).toBe(200);
    return reply.body.data as Note[];
  };
  /** The follower's notifications that link to one of the author's posts (or come from the author). */
  const fromAuthor = async (follower: Person, author: Author) => {
    const { rows } = (await api.database.db.execute(
      sql`select id from posts where user_id = ${author.id}`,
    )) as unknown as Rows<{ id: string }>;
    const links = new Set(rows.map((r) => `/lens?post=${r.id}`));
    return (await notesOf(follower)).filter(
      (n) => n.kind === 'lens-post' && (n.title.startsWith(author.name) || (n.link && links.has(n.link))),
    );
  };
  /** Every Lens notification the follower holds, whoever posted: its link must reach a post that exists. */
  const deadLinks = async (follower: Person) => {
    const { rows } = (await api.database.db.execute(sql`select id from posts`)) as unknown as Rows<{ id: string }>;
    const live = new Set(rows.map((r) => `/lens?post=${r.id}`));
    return (await notesOf(follower)).filter((n) => n.kind === 'lens-post' && !live.has(n.link ?? ''));
  };
  const unread = async (follower: Person) =>
    (await api.call('GET', 'notifications/unread', { token: follower.token })).body.data.count as number;

  it('a deleted post takes its notification with it: the follower sees nothing of it, and the bell goes back', async () => {
    const [author] = authors;
    const follower = followers[0]!;
    const before = await unread(follower);
    const id = await post(author!, 'Sunday in linen');
    expect(await fromAuthor(follower, author!)).toMatchObject([
      { title: `${author!.name} posted on Lens`, body: 'Sunday in linen', link: `/lens?post=${id}`, readAt: null },
    ]);
    expect(await unread(follower)).toBe(before + 1);

    await unpost(author!, id);
    expect(await fromAuthor(follower, author!)).toEqual([]);
    expect(await deadLinks(follower)).toEqual([]);
    expect(await unread(follower)).toBe(before);
  });

  it('each follower is told in their own language; the author’s name and caption stay as written', async () => {
    const author = authors[4]!;
    const [hindi, english] = followers as [Person, Person];
    expect((await api.call('PUT', 'user/language', { token: hindi.token, body: { language: 'hi-IN' } })).status).toBe(
      200,
    );
    try {
      await post(author, 'Diwali dupatta');
      expect(await fromAuthor(hindi, author)).toMatchObject([
        { title: `${author.name} ने Lens पर पोस्ट किया`, body: 'Diwali dupatta' },
      ]);
      const second = await post(author, 'दिवाली की शाम');
      expect(await fromAuthor(hindi, author)).toMatchObject([
        { title: `${author.name} ने Lens पर 2 बार पोस्ट किया`, body: 'दिवाली की शाम', link: `/lens?post=${second}` },
      ]);
      expect(await fromAuthor(english, author)).toMatchObject([
        { title: `${author.name} posted 2 times on Lens`, body: 'दिवाली की शाम' },
      ]);
    } finally {
      await api.call('PUT', 'user/language', { token: hindi.token, body: { language: 'en-IN' } });
    }
  });

  it('one author’s posts are one row per follower, updated in place: how many, the newest caption and link', async () => {
    const author = authors[1]!;
    const follower = followers[1]!;
    const first = await post(author, 'Look one');
    const second = await post(author, 'Look two');
    const third = await post(author, 'Look three');
    for (const f of followers)
      expect(await fromAuthor(f, author)).toMatchObject([
        {
          title: `${author.name} posted 3 times on Lens`,
          body: 'Look three',
          link: `/lens?post=${third}`,
          readAt: null,
        },
      ]);

    // Read, then one more post: the same row says 4 and is unread again; the bell counts it once.
    expect((await api.call('PUT', 'notifications/read', { token: follower.token })).status).toBe(200);
    const fourth = await post(author, 'Look four');
    const [row] = await fromAuthor(follower, author);
    expect(await fromAuthor(follower, author)).toMatchObject([
      { title: `${author.name} posted 4 times on Lens`, body: 'Look four', link: `/lens?post=${fourth}`, readAt: null },
    ]);
    expect(await unread(follower)).toBe(1);

    // Deleting the newest points the row at the one before it; deleting all but one says "posted on Lens".
    await unpost(author, fourth);
    expect(await fromAuthor(follower, author)).toMatchObject([
      { id: row!.id, title: `${author.name} posted 3 times on Lens`, body: 'Look three', link: `/lens?post=${third}` },
    ]);
    await unpost(author, third);
    await unpost(author, second);
    expect(await fromAuthor(follower, author)).toMatchObject([
      { id: row!.id, title: `${author.name} posted on Lens`, body: 'Look one', link: `/lens?post=${first}` },
    ]);
    await unpost(author, first);
    expect(await fromAuthor(follower, author)).toEqual([]);
    expect(await deadLinks(follower)).toEqual([]);
  });

  it('the store’s own notifications are marked as the store’s; a shopper’s Lens post is not', async () => {
    const author = authors[2]!;
    const follower = followers[2]!;
    await placeOrder(follower, await variantInStock());
    await post(author, 'Festive red');

    const notes = (await notesOf(follower)) as (Note & { fromStore: boolean })[];
    const placedNote = notes.find((n) => n.kind === 'order-placed');
    const lensNote = notes.find((n) => n.kind === 'lens-post' && n.body === 'Festive red');
    expect(placedNote).toMatchObject({ fromStore: true });
    expect(lensNote).toMatchObject({ title: `${author.name} posted on Lens`, fromStore: false });
  });

  it.runIf(target.name === 'postgres')(
    'posts and deletions sent at once leave one row per follower that counts and links only live posts',
    async () => {
      const author = authors[3]!;
      const captions = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);
      const captionOf = new Map<string, string>();
      const postAll = async (texts: string[]) => {
        const ids = await Promise.all(texts.map((text) => post(author, text)));
        ids.forEach((id, i) => captionOf.set(id, texts[i]!));
        return ids;
      };
      const expectRow = async (live: string[]) => {
        for (const follower of followers) {
          const rows = await fromAuthor(follower, author);
          if (!live.length) {
            expect(rows).toEqual([]);
            continue;
          }
          expect(rows).toHaveLength(1);
          const [row] = rows;
          expect(row!.title).toBe(
            live.length === 1 ? `${author.name} posted on Lens` : `${author.name} posted ${live.length} times on Lens`,
          );
          const linked = row!.link!.replace('/lens?post=', '');
          expect(live).toContain(linked);
          expect(row!.body).toBe(captionOf.get(linked));
          expect(await deadLinks(follower)).toEqual([]);
        }
      };

      const first = await postAll(captions('Batch', 6));
      await expectRow(first);

      // Four deletions and two new posts at once.
      const [, added] = await Promise.all([
        Promise.all(first.slice(0, 4).map((id) => unpost(author, id))),
        postAll(captions('Later', 2)),
      ]);
      const live = [...first.slice(4), ...added];
      await expectRow(live);

      // Post-and-delete chains beside deletions of everything live: nothing is left for anyone.
      await Promise.all([
        ...live.map((id) => unpost(author, id)),
        ...captions('Gone', 4).map(async (text) => unpost(author, await post(author, text))),
      ]);
      await expectRow([]);
    },
  );
});

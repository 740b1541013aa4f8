/**
 * "How was it?": a few days after an order is delivered, its shopper is asked, once, in their notifications,
 * to rate what they received. The notification's id is made from the order's, so two sweeps (or
 * two processes) can never ask twice; an order whose products the shopper already reviewed is not asked about.
 * The words are the shopper's language's (docs/decisions/i18n.md, "Choosing the language").
 */
import { sql } from 'drizzle-orm';
import type { Db, Rows } from '../db/open.ts';
import { orderPath } from '../../src/lib/paths.ts';
import { REVIEW_HASH } from '../../src/lib/rules/review-writing.ts';
import { noticeInSql } from '../notices/words.ts';

/** Days after delivery the shopper is asked: time to have worn or used it, soon enough to remember. */
export const ASK_AFTER_DAYS = 3;
/** Orders delivered longer ago than this are not asked about any more. */
const ASK_UNTIL_DAYS = 30;
const BATCH = 200;
/** The asked shopper's language, and the order's first product: read per order by the statement below. */
const language = sql`(select u.language from users u where u.id = o.user_id)`;
const firstProduct = sql`(select l.product_name from order_lines l where l.order_id = o.id order by l.id limit 1)`;

export const reviewAskId = (orderId: string) => `review-ask-${orderId}`;

/** Asks about every order delivered ASK_AFTER_DAYS ago or more and not yet asked; answers how many were asked. */
export async function askForReviews(db: Db, now = new Date()): Promise<number> {
  const { rows } = (await db.execute(sql`
    insert into notifications (id, user_id, kind, title, body, link)
    select 'review-ask-' || o.id, o.user_id, 'review-ask', ${noticeInSql('notice_review_ask_title', language)},
           ${noticeInSql('notice_review_ask', language, [['product', firstProduct]])},
           ${orderPath('')} || o.id || ${REVIEW_HASH}
    from orders o
    where o.order_status = 'DELIVERED'
      and exists (select 1 from order_status_history h where h.order_id = o.id and h.status = 'DELIVERED'
                  and h.at <= ${now.toISOString()}::timestamptz - make_interval(days => ${ASK_AFTER_DAYS})
                  and h.at > ${now.toISOString()}::timestamptz - make_interval(days => ${ASK_UNTIL_DAYS}))
      and not exists (select 1 from notifications n where n.id = 'review-ask-' || o.id)
      and exists (select 1 from order_lines l where l.order_id = o.id
                  and not exists (select 1 from posts p where p.user_id = o.user_id and p.product_id = l.product_id and p.ratings is not null))
    limit ${BATCH}
    on conflict (id) do nothing
    returning id`)) as unknown as Rows<{ id: string }>;
  return rows.length;
}

CREATE TABLE "referral_credits" (
	"referred_user_id" text PRIMARY KEY NOT NULL,
	"referrer_id" text NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Credits already paid keep counting as paid (one per referred shopper, the first one).
INSERT INTO "referral_credits" ("referred_user_id", "referrer_id", "order_id", "amount_paise", "created_at")
SELECT DISTINCT ON (o."user_id") o."user_id", w."user_id", w."order_id", w."amount_paise", w."updated_at"
FROM "wallet_transactions" w JOIN "orders" o ON o."id" = w."order_id"
WHERE w."type" = 'referral'
ORDER BY o."user_id", w."updated_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "referral_rewarded";
CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"razor_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"provider_refund_id" text,
	"status" text DEFAULT 'initiated' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_displayname_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD COLUMN "status" text DEFAULT 'credited' NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD COLUMN "available_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_payment_order_key" ON "payment_refunds" USING btree ("payment_id","order_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
-- Addresses saved at the same moment may have left a shopper with several defaults: the newest stays.
UPDATE "addresses" a SET "default_address" = false
  WHERE "default_address" AND EXISTS (
    SELECT 1 FROM "addresses" b WHERE b."user_id" = a."user_id" AND b."default_address" AND (b."created_at", b."id") > (a."created_at", a."id")
  );--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_key" ON "addresses" USING btree ("user_id") WHERE "addresses"."default_address";--> statement-breakpoint
CREATE UNIQUE INDEX "users_displayname_lower_key" ON "users" USING btree (lower("displayname"));
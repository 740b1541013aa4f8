ALTER TABLE "order_requests" ADD COLUMN "exchange_line_id" text;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "exchange_variant_id" text;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "exchange_color" text;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "exchange_size" text;
-- The courier carrying an order and its air waybill (AWB) number, booked when the courier picks the order up
-- (null before, and on orders that never left the seller): what Track Order shows.
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "awb" text;

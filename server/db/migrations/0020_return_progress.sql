-- A returned or exchanged order's item on its way back: null (requested), picked-up, received.
ALTER TABLE "orders" ADD COLUMN "return_state" text;
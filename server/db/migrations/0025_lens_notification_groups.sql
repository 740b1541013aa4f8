ALTER TABLE "notifications" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "grouped_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id","grouped_since");--> statement-breakpoint
-- Lens notifications written before grouping: each is its author's (from the post it links) and gathers from
-- its own time; one whose post is gone goes, and of one author's rows for one follower only the newest stays.
UPDATE "notifications" n SET "actor_id" = p."user_id", "grouped_since" = n."created_at" FROM "posts" p WHERE n."kind" = 'lens-post' AND n."link" = '/lens?post=' || p."id";--> statement-breakpoint
DELETE FROM "notifications" WHERE "kind" = 'lens-post' AND "actor_id" IS NULL;--> statement-breakpoint
DELETE FROM "notifications" n USING "notifications" m WHERE n."kind" = 'lens-post' AND m."kind" = 'lens-post' AND n."user_id" = m."user_id" AND n."actor_id" = m."actor_id" AND (n."created_at", n."id") < (m."created_at", m."id");

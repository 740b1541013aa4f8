CREATE TABLE "paper_downloads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_document_pdfs" (
	"document_id" text NOT NULL,
	"content_key" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_document_pdfs_document_id_content_key_pk" PRIMARY KEY("document_id","content_key")
);
--> statement-breakpoint
ALTER TABLE "paper_downloads" ADD CONSTRAINT "paper_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_document_pdfs" ADD CONSTRAINT "tax_document_pdfs_document_id_invoices_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paper_downloads_user_created_idx" ON "paper_downloads" USING btree ("user_id","created_at");
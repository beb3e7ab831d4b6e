CREATE TABLE "search_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"search_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"subject" text,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"item_date" timestamp with time zone,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" "bytea" NOT NULL,
	"analysis" jsonb,
	"text" text,
	"is_contract" boolean DEFAULT false NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"description" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"matter_id" text DEFAULT 'direct-api' NOT NULL,
	"status" text DEFAULT 'PROCESSING' NOT NULL,
	"error" text,
	"notice" text,
	"items_found" integer DEFAULT 0 NOT NULL,
	"items_analysed" integer DEFAULT 0 NOT NULL,
	"contracts_found" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "search_items" ADD CONSTRAINT "search_items_search_id_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_items" ADD CONSTRAINT "search_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "searches" ADD CONSTRAINT "searches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_items_search_sha" ON "search_items" USING btree ("search_id","sha256");--> statement-breakpoint
CREATE INDEX "searches_owner" ON "searches" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "searches_runnable" ON "searches" USING btree ("status","lease_until");
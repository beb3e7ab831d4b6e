CREATE TABLE "contract_files" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"text" text
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contract_value" numeric(16, 2),
	"currency" text,
	"renewal_date" date,
	"effective_date" date,
	"expiration_date" date,
	"cancel_by_date" date,
	"perpetual" boolean DEFAULT false NOT NULL,
	"auto_renews" boolean,
	"renewal_term_months" integer,
	"notice_period_days" integer,
	"parties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"source_location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contracts_revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_files" ADD CONSTRAINT "contract_files_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_owner_source_key" ON "contracts" USING btree ("owner_id","source_key");--> statement-breakpoint
CREATE INDEX "contracts_owner_renewal" ON "contracts" USING btree ("owner_id","renewal_date");
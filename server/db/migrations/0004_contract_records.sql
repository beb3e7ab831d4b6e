CREATE TABLE "contract_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"field" text NOT NULL,
	"from_value" jsonb,
	"to_value" jsonb
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "confidence" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "field_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "review_state" text DEFAULT 'needs_review' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "term_anchor" date;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_history" ADD CONSTRAINT "contract_history_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_history_contract" ON "contract_history" USING btree ("contract_id","id");--> statement-breakpoint
UPDATE "contracts" SET "term_anchor" = coalesce("expiration_date", "renewal_date");--> statement-breakpoint
-- The same document is the same contract wherever it was found: keys of stored originals become content keys
-- (the earliest copy of each document keeps it; a later copy from another source keeps its old key).
UPDATE "contracts" AS c SET "source_key" = 'sha256:' || substring(c."source_key" from '^[a-z]+:sha256:(.*)$')
WHERE c."source_key" ~ '^[a-z]+:sha256:' AND c."id" = (
	SELECT first."id" FROM "contracts" AS first
	WHERE first."owner_id" = c."owner_id"
		AND substring(first."source_key" from '^[a-z]+:sha256:(.*)$') = substring(c."source_key" from '^[a-z]+:sha256:(.*)$')
	ORDER BY first."created_at", first."id" LIMIT 1
);--> statement-breakpoint
-- History is appended, never rewritten.
CREATE FUNCTION contract_history_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'contract history is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER contract_history_no_update BEFORE UPDATE ON "contract_history"
	FOR EACH ROW EXECUTE FUNCTION contract_history_is_append_only();

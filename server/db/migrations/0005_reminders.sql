CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "reminder_digests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"local_day" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reminder_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"digest_id" uuid NOT NULL,
	"contract_id" uuid,
	"kind" text NOT NULL,
	"due_date" date NOT NULL,
	"lead_days" integer NOT NULL,
	"recipient" text NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"contract_name" text NOT NULL,
	"amount" numeric(16, 2),
	"currency" text
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"lead_days" integer[] NOT NULL,
	"recipients" text[] NOT NULL,
	"send_hour" integer NOT NULL,
	"cancel_by" boolean NOT NULL,
	"renewal" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "handled_for" date;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_digests" ADD CONSTRAINT "reminder_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_items" ADD CONSTRAINT "reminder_items_digest_id_reminder_digests_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."reminder_digests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_items" ADD CONSTRAINT "reminder_items_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_digests_one_a_day" ON "reminder_digests" USING btree ("user_id","recipient","local_day");--> statement-breakpoint
CREATE INDEX "reminder_digests_due" ON "reminder_digests" USING btree ("next_attempt_at") WHERE "reminder_digests"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_items_once" ON "reminder_items" USING btree ("contract_id","kind","due_date","lead_days","recipient");--> statement-breakpoint
CREATE INDEX "reminder_items_digest" ON "reminder_items" USING btree ("digest_id");
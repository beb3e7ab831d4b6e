ALTER TABLE "contracts" ALTER COLUMN "contract_value" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "reminder_items" ALTER COLUMN "amount" SET DATA TYPE numeric(18, 4);
CREATE TABLE "money_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"rule" text,
	"amount" bigint NOT NULL,
	"tournament_id" uuid,
	"game_id" uuid,
	"card_id" uuid,
	"reverses_id" uuid,
	"method" text,
	"receipt_number" integer,
	"note" text DEFAULT '' NOT NULL,
	"by_user_id" text,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_entry_kind_check" CHECK ("money_entry"."kind" in ('registration', 'game', 'fine', 'manual', 'payment', 'reversal'))
);
--> statement-breakpoint
CREATE TABLE "money_receipt_counter" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "money_entry" ADD CONSTRAINT "money_entry_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entry" ADD CONSTRAINT "money_entry_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entry" ADD CONSTRAINT "money_entry_by_user_id_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_receipt_counter" ADD CONSTRAINT "money_receipt_counter_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_entry_team_idx" ON "money_entry" USING btree ("organization_id","team_id","created_at");--> statement-breakpoint
CREATE INDEX "money_entry_game_idx" ON "money_entry" USING btree ("organization_id","game_id");--> statement-breakpoint
CREATE INDEX "money_entry_tournament_idx" ON "money_entry" USING btree ("organization_id","tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_entry_reverses_key" ON "money_entry" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_entry_receipt_key" ON "money_entry" USING btree ("organization_id","receipt_number");
CREATE TABLE "game_report" (
	"game_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"submitted_by_name" text,
	"deadline" timestamp with time zone,
	"home_confirmed_at" timestamp with time zone,
	"home_confirmed_by" text,
	"away_confirmed_at" timestamp with time zone,
	"away_confirmed_by" text,
	"dispute_side" text,
	"dispute_reason" text,
	"disputed_at" timestamp with time zone,
	"disputed_by" text,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_report_status" CHECK ("game_report"."status" in ('open', 'submitted', 'disputed', 'confirmed')),
	CONSTRAINT "game_report_dispute_side" CHECK ("game_report"."dispute_side" is null or "game_report"."dispute_side" in ('home', 'away'))
);
--> statement-breakpoint
ALTER TABLE "game_report" ADD CONSTRAINT "game_report_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_report" ADD CONSTRAINT "game_report_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_report" ADD CONSTRAINT "game_report_submitted_by_user_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_report_sweep_idx" ON "game_report" USING btree ("deadline") WHERE "game_report"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "game_report_organization_idx" ON "game_report" USING btree ("organization_id","status");
CREATE TABLE "bracket" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"name" text NOT NULL,
	"team_ids" jsonb NOT NULL,
	"legs" integer DEFAULT 1 NOT NULL,
	"final_legs" integer DEFAULT 1 NOT NULL,
	"third_place" boolean DEFAULT false NOT NULL,
	"away_goals" boolean DEFAULT false NOT NULL,
	"round_dates" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "public_slug" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "game" ADD COLUMN "home_penalties" integer;--> statement-breakpoint
ALTER TABLE "game" ADD COLUMN "away_penalties" integer;--> statement-breakpoint
ALTER TABLE "game" ADD COLUMN "bracket_id" uuid;--> statement-breakpoint
ALTER TABLE "game" ADD COLUMN "bracket_round" integer;--> statement-breakpoint
ALTER TABLE "game" ADD COLUMN "bracket_position" integer;--> statement-breakpoint
ALTER TABLE "game" ADD COLUMN "bracket_leg" integer;--> statement-breakpoint
ALTER TABLE "bracket" ADD CONSTRAINT "bracket_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bracket" ADD CONSTRAINT "bracket_tournament_id_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournament"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bracket_tournament_idx" ON "bracket" USING btree ("organization_id","tournament_id");--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_bracket_id_bracket_id_fk" FOREIGN KEY ("bracket_id") REFERENCES "public"."bracket"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_public_slug_key" ON "organization" USING btree ("public_slug");--> statement-breakpoint
CREATE INDEX "game_bracket_idx" ON "game" USING btree ("bracket_id") WHERE "game"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_penalties_check" CHECK (("game"."home_penalties" is null) = ("game"."away_penalties" is null) and coalesce("game"."home_penalties", 0) >= 0 and coalesce("game"."away_penalties", 0) >= 0);
ALTER TABLE "organization" ADD COLUMN "knockout_games_as_drafts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "share_tournament_id" uuid;--> statement-breakpoint
ALTER TABLE "bracket" ADD COLUMN "from_zone" text;
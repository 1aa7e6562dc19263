CREATE TABLE "tournament_withdrawal" (
	"organization_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"unplayed" text NOT NULL,
	"withdrawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_withdrawal_tournament_id_team_id_pk" PRIMARY KEY("tournament_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "game" ADD COLUMN "walkover" text;--> statement-breakpoint
ALTER TABLE "tournament_withdrawal" ADD CONSTRAINT "tournament_withdrawal_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_withdrawal" ADD CONSTRAINT "tournament_withdrawal_tournament_id_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournament"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_withdrawal" ADD CONSTRAINT "tournament_withdrawal_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_withdrawal_organization_idx" ON "tournament_withdrawal" USING btree ("organization_id","tournament_id");--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_walkover_check" CHECK ("game"."walkover" is null or "game"."walkover" in ('home', 'away'));
CREATE TABLE "game_official" (
	"organization_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"official_id" uuid NOT NULL,
	"role" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_official_role" CHECK ("game_official"."role" in ('referee', 'assistant')),
	CONSTRAINT "game_official_status" CHECK ("game_official"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "official" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"level" text,
	"user_id" text,
	"calendar_token_hash" text,
	"search_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "official_unavailability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"official_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	CONSTRAINT "official_unavailability_span" CHECK ("official_unavailability"."to_date" >= "official_unavailability"."from_date")
);
--> statement-breakpoint
ALTER TABLE "invitation" ADD COLUMN "official_id" uuid;--> statement-breakpoint
ALTER TABLE "game_official" ADD CONSTRAINT "game_official_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_official" ADD CONSTRAINT "game_official_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_official" ADD CONSTRAINT "game_official_official_id_official_id_fk" FOREIGN KEY ("official_id") REFERENCES "public"."official"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official" ADD CONSTRAINT "official_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official" ADD CONSTRAINT "official_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_unavailability" ADD CONSTRAINT "official_unavailability_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_unavailability" ADD CONSTRAINT "official_unavailability_official_id_official_id_fk" FOREIGN KEY ("official_id") REFERENCES "public"."official"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_official_key" ON "game_official" USING btree ("game_id","official_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_official_referee_key" ON "game_official" USING btree ("game_id") WHERE "game_official"."role" = 'referee';--> statement-breakpoint
CREATE INDEX "game_official_official_idx" ON "game_official" USING btree ("official_id");--> statement-breakpoint
CREATE INDEX "game_official_organization_idx" ON "game_official" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "official_list_idx" ON "official" USING btree ("organization_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "official"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "official_organization_idx" ON "official" USING btree ("organization_id","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "official_user_key" ON "official" USING btree ("organization_id","user_id") WHERE "official"."user_id" is not null and "official"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "official_calendar_token_key" ON "official" USING btree ("calendar_token_hash");--> statement-breakpoint
CREATE INDEX "official_unavailability_official_idx" ON "official_unavailability" USING btree ("official_id","from_date");--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_official_id_official_id_fk" FOREIGN KEY ("official_id") REFERENCES "public"."official"("id") ON DELETE set null ON UPDATE no action;
ALTER TABLE "organization" ADD COLUMN "public_slug" text;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_public_slug_key" ON "organization" USING btree ("public_slug");
CREATE TABLE "game_lineup" (
	"organization_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	CONSTRAINT "game_lineup_game_id_team_id_player_id_pk" PRIMARY KEY("game_id","team_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "game_goal" ADD COLUMN "minutes" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "location" ADD COLUMN "name_key" text GENERATED ALWAYS AS (btrim(regexp_replace(translate(name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ', 'abcdefghijklmnopqrstuvwxyz aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyy'), '[[:space:]]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "season" ADD COLUMN "name_key" text GENERATED ALWAYS AS (btrim(regexp_replace(translate(name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ', 'abcdefghijklmnopqrstuvwxyz aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyy'), '[[:space:]]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "team" ADD COLUMN "name_key" text GENERATED ALWAYS AS (btrim(regexp_replace(translate(name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ', 'abcdefghijklmnopqrstuvwxyz aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyy'), '[[:space:]]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament" ADD COLUMN "name_key" text GENERATED ALWAYS AS (btrim(regexp_replace(translate(name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ', 'abcdefghijklmnopqrstuvwxyz aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyy'), '[[:space:]]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "game_lineup" ADD CONSTRAINT "game_lineup_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_lineup" ADD CONSTRAINT "game_lineup_tournament_id_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournament"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_lineup" ADD CONSTRAINT "game_lineup_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_lineup" ADD CONSTRAINT "game_lineup_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_lineup" ADD CONSTRAINT "game_lineup_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_lineup_player_idx" ON "game_lineup" USING btree ("organization_id","player_id");--> statement-breakpoint
CREATE INDEX "game_lineup_tournament_idx" ON "game_lineup" USING btree ("organization_id","tournament_id");--> statement-breakpoint
-- Names that clash (ignoring case, accents and repeated spaces) become "Name (2)", "Name (3)"… (issue 15): in each
-- organization (and season, for tournaments) the oldest row not deleted keeps its name, the others get the first
-- free number, so the unique indexes below can be built. Deleted rows keep theirs (a restore into a clash is a 409).
DO $$
DECLARE
  t record;
  r record;
  n integer;
  candidate_key text;
  taken boolean;
BEGIN
  FOR t IN SELECT * FROM (VALUES ('season', 'null::uuid'), ('team', 'null::uuid'), ('location', 'null::uuid'),
      ('tournament', 'season_id')) AS v(tbl, scope) LOOP
    FOR r IN EXECUTE format(
      'SELECT id, name_key, organization_id AS org, %2$s AS scope FROM (
         SELECT *, row_number() OVER (PARTITION BY organization_id, %2$s, name_key ORDER BY created_at, id) AS rn
         FROM %1$I WHERE deleted_at IS NULL) d
       WHERE rn > 1 ORDER BY organization_id, name_key, rn', t.tbl, t.scope) LOOP
      n := 2;
      LOOP
        candidate_key := btrim(r.name_key || ' (' || n || ')');
        EXECUTE format('SELECT EXISTS (SELECT 1 FROM %1$I WHERE organization_id = $1
            AND %2$s IS NOT DISTINCT FROM $2 AND deleted_at IS NULL AND name_key = $3)', t.tbl, t.scope)
          INTO taken USING r.org, r.scope, candidate_key;
        EXIT WHEN NOT taken;
        n := n + 1;
      END LOOP;
      EXECUTE format('UPDATE %1$I SET name = name || '' ('' || $2 || '')'',
          search_text = btrim(search_text || '' ('' || $2 || '')''), version = version + 1, updated_at = now()
          WHERE id = $1', t.tbl) USING r.id, n;
    END LOOP;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE UNIQUE INDEX "location_name_key" ON "location" USING btree ("organization_id","name_key") WHERE "location"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "season_name_key" ON "season" USING btree ("organization_id","name_key") WHERE "season"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "team_name_key" ON "team" USING btree ("organization_id","name_key") WHERE "team"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_name_key" ON "tournament" USING btree ("organization_id",coalesce("season_id", '00000000-0000-0000-0000-000000000000'::uuid),"name_key") WHERE "tournament"."deleted_at" is null;
-- Search (issue 6): pg_trgm for typo-tolerant people search, and an immutable form of
-- array_to_string(text[]) that the generated search document of posts may call.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(tags, ' ') $$;

-- Search (issue 6): a 256-bit signature of a search document, three bits per lexeme (from
-- hashtext), so an index read newest first can skip posts lacking a lexeme a query requires
-- without visiting them. It is a pre-filter only: every match passes it, a few others do too.
CREATE OR REPLACE FUNCTION posts_search_signature(doc tsvector) RETURNS bit(256)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(
      bit_or(set_bit(set_bit(set_bit(repeat('0', 256)::bit(256),
        hashtext(lexeme) & 255, 1),
        (hashtext(lexeme) >> 8) & 255, 1),
        (hashtext(lexeme) >> 16) & 255, 1)),
      repeat('0', 256)::bit(256))
    FROM unnest(tsvector_to_array(doc)) AS lexeme
  $$;

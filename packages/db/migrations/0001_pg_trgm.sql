-- Trigram matching for typo-tolerant and prefix search (pg_trgm ships with PostgreSQL; PGlite loads it).
create extension if not exists pg_trgm;

-- Searches per day and query (the header's trending searches); nothing about who searched.
CREATE TABLE "search_counts" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_counts_day_query_pk" PRIMARY KEY("day","query")
);

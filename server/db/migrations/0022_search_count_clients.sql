CREATE TABLE "search_count_clients" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"client" text NOT NULL,
	CONSTRAINT "search_count_clients_day_query_client_pk" PRIMARY KEY("day","query","client")
);

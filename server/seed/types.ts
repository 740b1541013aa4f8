/** A row as the seed inserts it into a table. */
export type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

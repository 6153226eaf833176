import { sql, type SQL } from 'drizzle-orm';

/**
 * The values of a JSON array bound as one parameter, as a subquery (`column in ${jsonValues(…)}`):
 * D1 binds at most 100 values a statement, and a prepared statement keeps one placeholder for any
 * number of them.
 */
export const jsonValues = (array: unknown): SQL => sql`(select value from json_each(${array}))`;

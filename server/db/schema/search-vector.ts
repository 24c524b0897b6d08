import { customType } from 'drizzle-orm/pg-core';

/**
 * PostgreSQL's `tsvector`, for the generated search documents of the kinds search finds through
 * the content registry (issue 28): read as text, only search queries use it, in SQL.
 */
export const searchVector = customType<{ data: string }>({ dataType: () => 'tsvector' });

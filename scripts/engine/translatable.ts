/**
 * What a translation (`content/<language>/…`, translations.ts) does with a field, marked on the
 * schemas: `words` it translates, and a complete translation must; a `name` (a company, a
 * technology, a person) it may give in its own language and need not. Every field left unmarked
 * (ids, dates, addresses, pictures, levels and flags) is the default language's alone. A mark holds
 * for what is made from the schema (`.optional()`, `.meta()`, checks).
 *
 * Imports only zod, so the schemas, which browser code shares, can mark their fields.
 */
import { z } from 'zod';

export const translatable = z.registry<{ translation: 'words' | 'name' }>();

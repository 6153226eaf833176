import { Column, getTableName, is, noopDecoder, SQL, Subquery } from 'drizzle-orm';

/** What Drizzle's prepared select keeps to shape its rows (its own mapResultRow reads the same). */
interface Selection {
  readonly fields?: readonly { readonly path: readonly string[]; readonly field: unknown }[];
  readonly joinsNotNullableMap?: Readonly<Record<string, boolean>>;
  readonly customResultMapper?: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const sql = is(field, SQL)
    ? field
    : is(field, Subquery)
      ? (field as unknown as { _: { sql: SQL } })._.sql
      : (field as SQL.Aliased).sql;
  // Drizzle keeps an expression's decoder to itself (`.mapWith` sets it)
  return (sql as unknown as { decoder: Decoder }).decoder;
}

/** A decoder that hands values back as they are (plain text and integer columns, most expressions). */
const keepsValues = (decoder: Decoder): boolean =>
  decoder === noopDecoder || decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue;

/**
 * Drizzle's shaping of a batch's rows for one select (nested objects, decoded values, a left
 * join's missing row as null), with what it works out for every cell of every row (which kind of
 * field, which decoder, which table) worked out once: on a story page it was a twentieth of the
 * worker's CPU. D1 answers a batch's rows as objects whose keys keep the select's order. Null
 * when Drizzle shapes these rows some other way (a custom mapper), which it then does itself.
 */
export function rowShaper(selection: unknown): ((rows: readonly Record<string, unknown>[]) => unknown[]) | null {
  const { fields, joinsNotNullableMap, customResultMapper } = selection as Selection;
  if (!fields || customResultMapper) return null;
  const columns = fields.map(({ path, field }) => {
    const decoder = decoderOf(field);
    return {
      parents: path.slice(0, -1),
      name: path.at(-1) ?? '',
      // null when the value is kept as it comes: most cells, which then cost no call
      decoder: keepsValues(decoder) ? null : decoder,
      // the table of a joined object's column: a row missing from a left join comes back as null
      table: joinsNotNullableMap && path.length === 2 && is(field, Column) ? getTableName(field.table) : undefined,
    };
  });
  const shape = (row: Record<string, unknown>) => {
    const values = Object.values(row);
    // D1 keys a batch's rows by column name: two selected columns of one name come back as one,
    // and every column after them would be read into the wrong field
    if (values.length !== columns.length)
      throw new Error(
        `A batched select answered ${values.length} columns for ${columns.length} fields: give each selected column its own name`,
      );
    const shaped: Record<string, unknown> = {};
    let missing: Record<string, string | false> | undefined;
    // index loops: a story page shapes a few hundred cells, and entries() made two arrays for each
    for (let index = 0; index < columns.length; index += 1) {
      const column = columns[index] as (typeof columns)[number];
      let node = shaped;
      for (let depth = 0; depth < column.parents.length; depth += 1)
        node = (node[column.parents[depth] as string] ??= {}) as Record<string, unknown>;
      const raw = values[index];
      const value = raw === null || column.decoder === null ? raw : column.decoder.mapFromDriverValue(raw);
      node[column.name] = value;
      if (column.table === undefined) continue;
      const object = column.parents[0] ?? '';
      missing ??= {};
      if (!(object in missing)) missing[object] = value === null ? column.table : false;
      else if (missing[object] !== column.table) missing[object] = false;
    }
    if (missing)
      for (const [object, table] of Object.entries(missing))
        if (table !== false && !joinsNotNullableMap?.[table]) shaped[object] = null;
    return shaped;
  };
  return (rows) => rows.map(shape);
}

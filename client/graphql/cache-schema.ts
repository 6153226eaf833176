import type { IntrospectionQuery, IntrospectionType, IntrospectionTypeRef } from 'graphql';

/** A field's type as graphcache reads it: the kinds, for nullability, and no names. */
interface CacheTypeRef {
  kind: string;
  ofType?: CacheTypeRef;
}

type CacheType =
  | {
      kind: 'OBJECT' | 'INTERFACE';
      name: string;
      fields: { name: string; type: CacheTypeRef }[];
      interfaces: { name: string }[];
    }
  | { kind: 'UNION'; name: string; possibleTypes: { name: string }[] };

const typeRef = (type: IntrospectionTypeRef): CacheTypeRef =>
  type.kind === 'NON_NULL' || type.kind === 'LIST'
    ? { kind: type.kind, ofType: typeRef(type.ofType) }
    : { kind: type.kind };
const named = ({ name }: { name: string }) => ({ name });

/**
 * The part of the schema graphcache reads, and no more: the root type names, the fields of
 * objects and interfaces with the kinds of their types (for nullability), the names of the
 * interfaces objects implement and of the members of unions. Inputs, enums, scalars, arguments,
 * directives and the names inside field types it never looks at, and every reader downloads
 * this file with the post page, so they stay out.
 */
export function cacheSchema({ __schema: schema }: IntrospectionQuery) {
  const types = schema.types.flatMap((type: IntrospectionType): CacheType[] => {
    if (type.kind === 'OBJECT' || type.kind === 'INTERFACE') {
      return [
        {
          kind: type.kind,
          name: type.name,
          fields: type.fields.map((field) => ({ name: field.name, type: typeRef(field.type) })),
          interfaces: type.interfaces.map(named),
        },
      ];
    }
    if (type.kind === 'UNION')
      return [{ kind: type.kind, name: type.name, possibleTypes: type.possibleTypes.map(named) }];
    return [];
  });
  return {
    __schema: {
      queryType: { name: schema.queryType.name },
      mutationType: schema.mutationType ? { name: schema.mutationType.name } : null,
      subscriptionType: schema.subscriptionType ? { name: schema.subscriptionType.name } : null,
      types,
    },
  };
}

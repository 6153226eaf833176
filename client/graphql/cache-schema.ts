import type { IntrospectionQuery, IntrospectionType } from 'graphql';

type CacheType =
  | { kind: 'OBJECT' | 'INTERFACE'; name: string; fields: { name: string; type: unknown; args: [] }[]; interfaces: unknown[] }
  | { kind: 'UNION'; name: string; possibleTypes: unknown[] };

/**
 * The part of the schema graphcache reads, and no more: the root type names, the fields of
 * objects and interfaces with their types (for nullability), the interfaces objects implement
 * and the members of unions. Inputs, enums, scalars, arguments and directives it never looks
 * at, and every reader downloads this file with the post page, so they stay out.
 */
export function cacheSchema({ __schema: schema }: IntrospectionQuery) {
  const types = schema.types.flatMap((type: IntrospectionType): CacheType[] => {
    if (type.kind === 'OBJECT' || type.kind === 'INTERFACE') {
      return [{ kind: type.kind, name: type.name, fields: type.fields.map((field) => ({ name: field.name, type: field.type, args: [] })), interfaces: [...type.interfaces] }];
    }
    if (type.kind === 'UNION') return [{ kind: type.kind, name: type.name, possibleTypes: [...type.possibleTypes] }];
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

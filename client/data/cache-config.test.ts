import { describe, expect, it } from 'vitest';
import { schemaIntrospection } from '../graphql/schema-introspection.ts';
import { cacheConfig } from './cache-config.ts';

const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);

describe('graphcache keys', () => {
  // graphcache can only normalise a type it can name; without an id or a key it warns and
  // cannot tell two of them apart, so a new type must be given one or be marked embedded.
  it('has an id or a key for every object type of the schema', () => {
    const objects = schemaIntrospection.__schema.types.filter(
      (type) => type.kind === 'OBJECT' && !type.name.startsWith('__') && !ROOTS.has(type.name),
    );
    const unnamed = objects
      .filter((type) => !('fields' in type) || !(type.fields ?? []).some((field) => field.name === 'id'))
      .map((type) => type.name)
      .filter((name) => !(name in cacheConfig.keys));
    expect(unnamed).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { catalogFieldsError, catalogSlug, catalogSlugId, parseCatalogSlugId } from './catalog-slug.ts';

describe('list addresses', () => {
  it.each([
    ['reading-list', { kind: 'reading-list' }],
    ['highlights', { kind: 'highlights' }],
    ['cities-worth-walking-0123456789ab', { kind: 'list', id: '0123456789ab' }],
    ['0123456789ab', { kind: 'list', id: '0123456789ab' }],
    ['cities-worth-walking', null],
    ['cities-0123456789AB', null],
  ])('%s', (value, address) => {
    expect(parseCatalogSlugId(value)).toEqual(address);
  });

  it('round-trips a list and names the reading list by its kind', () => {
    const list = { id: '0123456789ab', slug: catalogSlug('Cities worth walking!'), predefined: null };
    expect(catalogSlugId(list)).toBe('cities-worth-walking-0123456789ab');
    expect(parseCatalogSlugId(catalogSlugId(list))).toEqual({ kind: 'list', id: list.id });
    expect(catalogSlugId({ id: 'predefined:u1:reading-list', slug: 'reading-list', predefined: 'reading-list' })).toBe(
      'reading-list',
    );
  });

  it.each([
    [{ name: '', description: '' }, 'Give your list a name.'],
    [{ name: '   ', description: '' }, 'Give your list a name.'],
    [{ name: 'a'.repeat(61), description: '' }, 'List names can be up to 60 characters.'],
    [{ name: 'Walks', description: 'd'.repeat(281) }, 'Descriptions can be up to 280 characters.'],
    [{ name: 'a'.repeat(60), description: 'd'.repeat(280) }, null],
  ])('fields %o', (fields, error) => {
    expect(catalogFieldsError(fields)).toBe(error);
  });
});

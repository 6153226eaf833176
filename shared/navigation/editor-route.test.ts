import { describe, expect, it } from 'vitest';
import { link } from '../routes/index.ts';
import { editorRoute } from './editor-route.ts';
import type { ScreenSize } from './viewer-kind.ts';

describe('links into the editor (docs/spec-checklist.md 1 §2.9: small devices go through the mobile web editor redirect routes)', () => {
  it.each<[ScreenSize, string, string]>([
    ['xs', '/m-write', '/m-write/abc123'],
    ['sm', '/m-write', '/m-write/abc123'],
    ['md', '/new-story', '/p/abc123/edit'],
    ['xl', '/new-story', '/p/abc123/edit'],
  ])('%s: a new story at %s, an existing one at %s', (screen, fresh, existing) => {
    expect(link(editorRoute(screen, 'new'))).toBe(fresh);
    expect(link(editorRoute(screen, 'existing'), { postId: 'abc123' })).toBe(existing);
  });
});

import type { RouteName } from '../routes/index.ts';
import { isSmallScreen, type ScreenSize } from './viewer-kind.ts';

/**
 * Where a link into the editor goes (docs/spec-checklist.md 1 §2.9): on small screens through the mobile web
 * editor's redirect routes (`/m-write`, `/m-write/{postId}`), which lead to the same editor; on
 * wider ones to it directly.
 */
export function editorRoute(screen: ScreenSize, story: 'new' | 'existing'): RouteName {
  if (isSmallScreen(screen))
    return story === 'new' ? 'ShowMobileWebEditorRedirectNewStory' : 'ShowMobileWebEditorRedirectEditStory';
  return story === 'new' ? 'ShowNewPost' : 'ShowEditPost';
}

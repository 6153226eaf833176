import { graphql } from '../graphql/graphql.ts';
import { ParagraphFields } from '../graphql/paragraph-fields.ts';
import { useConfig } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

/** What the editor opens with: the draft as stored, its revision, and who is asking. */
export const EditorPageQuery = graphql(
  `
  query EditorPageQuery($id: ID!) {
    viewer {
      id
      name
    }
    viewerCollections {
      id
      name
      viewerRole
    }
    post(id: $id) {
      id
      isPublished
      scheduledAt
      visibility
      mediumUrl
      collection {
        id
      }
      pendingCollection {
        id
      }
      draftStatus {
        label
        collection {
          id
          name
        }
      }
      latestDraft {
        id
        rev
        title
        subtitle
        content {
          bodyModel {
            paragraphs {
              ...ParagraphFields
            }
          }
        }
      }
    }
  }
`,
  [ParagraphFields],
);

// The editor is for the writer alone: a draft someone may not edit answers as missing (post: null).
export const editorData = definePageData({
  query: EditorPageQuery,
  variables: (params) => ({ id: params['postId'] ?? '' }),
  status: () => 200,
});

/**
 * The editor's page as the server renders it, and as the browser's first render repeats it:
 * the writing code arrives with the editor's own chunk and takes over after hydration.
 */
export function EditorShellPage() {
  const { productName } = useConfig();
  return (
    <main className="page page--editor" id="main">
      <title>{`Write – ${productName}`}</title>
      <div className="editor reading-column">
        <p className="editor__loading">Opening the editor…</p>
      </div>
    </main>
  );
}

export const pages = definePages({ editor: { data: editorData } });

/** The browser hydrates this page with the whole editor, which the server never loads. */
export const browserModule = 'editor-page.tsx';

export default EditorShellPage;

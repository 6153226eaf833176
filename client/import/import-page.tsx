import { useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import { Field } from '../auth/fields.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { signInHref } from '../routes/sign-in-href.ts';
import { definePages } from '../pages/define-page.ts';

const ImportPageQuery = graphql(`
  query ImportPageQuery {
    viewer {
      id
    }
  }
`);

const ImportPost = graphql(`
  mutation ImportPost($url: String, $html: String) {
    importPost(url: $url, html: $html) {
      __typename
      ... on ImportedPost {
        imagesLeftOut
        post {
          id
          title
        }
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const importData = definePageData({ query: ImportPageQuery, variables: () => ({}), status: () => 200 });

/** /p/import and /p/import-story: a story from a web address or an HTML export becomes a draft. */
export default function ImportPage() {
  const { productName } = useConfig();
  const link = useLink();
  const [, importPost] = useMutation(ImportPost);
  const [{ data }] = useQuery({ query: ImportPageQuery });
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [leftOut, setLeftOut] = useState<{ postId: string; images: number } | null>(null);

  const run = async (variables: { url?: string; html?: string }) => {
    setBusy(true);
    const result = await importPost(variables);
    setBusy(false);
    const answer = result.data?.importPost;
    if (answer?.__typename !== 'ImportedPost')
      return setError(failureMessage(answer, 'The story could not be imported. Please try again.'));
    if (answer.imagesLeftOut === 0) return window.location.assign(link('ShowEditPost', { postId: answer.post.id }));
    setLeftOut({ postId: answer.post.id, images: answer.imagesLeftOut });
  };

  return (
    <main className="page" id="main">
      <title>{`Import a story – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Import a story</h1>
        {!data?.viewer ? (
          <p>
            <a href={signInHref(link, link('ShowImportPost'))}>Sign in</a> to import a story.
          </p>
        ) : leftOut ? (
          <p className="notice" role="status">
            Your story is a draft now. {leftOut.images === 1 ? 'One picture' : `${leftOut.images} pictures`} could not
            be fetched and stayed {leftOut.images === 1 ? 'a link' : 'links'} to where{' '}
            {leftOut.images === 1 ? 'it was' : 'they were'}: add {leftOut.images === 1 ? 'it' : 'them'} again in the
            editor. <a href={link('ShowEditPost', { postId: leftOut.postId })}>Open the draft</a>
          </p>
        ) : (
          <>
            <p className="page__lede">
              Bring a story you published elsewhere. It becomes a draft; nothing is published until you say so. Moving
              from Medium? <a href={link('ArchiveImport')}>Import your whole archive</a>.
            </p>
            <form
              className="settings-form"
              onSubmit={(event) => {
                event.preventDefault();
                void run({ url });
              }}
            >
              <Field
                label="Web address of the story"
                name="url"
                type="text"
                value={url}
                onChange={setUrl}
                error={error}
                inputMode="text"
              />
              <button type="submit" className="button button--primary" disabled={busy || !url.trim()}>
                {busy ? 'Importing…' : 'Import'}
              </button>
            </form>
            <div className="field">
              <label className="field__label" htmlFor="import-file">
                Or an HTML file (a story saved from a web page, or an export)
              </label>
              <input
                id="import-file"
                type="file"
                accept=".html,.htm,text/html"
                disabled={busy}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void file.text().then((html) => run({ html }));
                }}
              />
            </div>
          </>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ import: { data: importData } });

import Highlight from '@tiptap/extension-highlight';
import { EditorContent, useEditor } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import StarterKit from '@tiptap/starter-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  documentToParagraphs,
  paragraphsToDocument,
  type EditorDocument,
} from '../../shared/content/editor-document.ts';
import type { Paragraph } from '../../shared/content/paragraphs.ts';
import { embedFrameUrl } from '../../shared/content/embed-frame.ts';
import { safeUrl } from '../../shared/content/safe-url.ts';
import { PostBody } from '../../shared/content/post-body.tsx';
import { useAppState, useLink } from '../state/app-state.tsx';
import { PublishPost, SavePostDraft, SchedulePost, UnschedulePost } from './editor-operations.ts';
import { PublishPanel, type PublicationChoice, type PublishTarget } from './publish-panel.tsx';
import { Embed, Figure, newParagraphName, ParagraphNames, Pullquote } from './story-nodes.ts';
import { uploadImage } from './upload-image.ts';
import { useMentionSuggestions } from './mention-suggestions.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';

export interface DraftToEdit {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly latestRev: number;
  readonly paragraphs: readonly Paragraph[];
  /** Published stories publish their changes in place; drafts first choose where they go. */
  readonly isPublished: boolean;
  /** The publication the story is in, or was begun in or submitted to. */
  readonly collectionId: string | null;
  /** When the draft is scheduled to publish itself (ms), if it is. */
  readonly scheduledAt: number | null;
}

type SaveState =
  | { readonly kind: 'saved' | 'saving' | 'unsaved' }
  | { readonly kind: 'uploading'; readonly share: number }
  | { readonly kind: 'refused'; readonly message: string };

/** The picture widths a writer chooses from (docs/spec-checklist.md 3 §3 image layouts); the caption is the figure's own text. */
const FIGURE_LAYOUTS = [
  ['INSET_CENTER', 'Column'],
  ['OUTSET_CENTER', 'Wide'],
  ['FULL_WIDTH', 'Full width'],
] as const;

/** Typing pauses this long before an autosave goes out. */
const AUTOSAVE_DELAY_MS = 800;

/**
 * The story editor: title, subtitle and the body, with the keyboard shortcuts and
 * markdown-style shortcuts writers expect (### for a heading, > for a quote, - and 1. for lists,
 * ``` for code) and a toolbar over the selection. Every pause saves the draft as stored
 * paragraphs over the revision it started from; a save from a stale tab is refused with the
 * server's words, and nothing typed is thrown away.
 */
export function StoryEditor({
  draft,
  publications,
}: {
  draft: DraftToEdit;
  publications: readonly PublicationChoice[];
}) {
  const [, savePostDraft] = useMutation(SavePostDraft);
  const [, publishPost] = useMutation(PublishPost);
  const [, unschedulePost] = useMutation(UnschedulePost);
  const [, schedulePost] = useMutation(SchedulePost);
  const { session } = useAppState();
  const link = useLink();
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(draft.title);
  const [subtitle, setSubtitle] = useState(draft.subtitle);
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const baseRev = useRef(draft.latestRev);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Saves run one after another: each names the revision the previous one made.
  const inFlight = useRef<Promise<boolean>>(Promise.resolve(true));

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], defaultProtocol: 'https' },
      }),
      Highlight,
      ParagraphNames,
      Pullquote,
      Figure,
      Embed,
    ],
    content: paragraphsToDocument(draft.paragraphs) as unknown as Record<string, unknown>,
    // Tiptap's own <style> would break the page's CSP; its few rules live in our stylesheet.
    injectCSS: false,
    editorProps: {
      attributes: {
        class: 'story__body editor__body',
        'aria-label': 'Story',
        role: 'textbox',
        'aria-multiline': 'true',
      },
      // Images pasted or dropped into the story are uploaded and placed where they landed.
      handlePaste: (_view, event) => insertImages([...(event.clipboardData?.files ?? [])]),
      // The list of people to mention, when open, takes the arrow keys, Enter, Tab and Escape.
      handleKeyDown: (_view, event) => mentionsRef.current.onKeyDown(event),
      handleDrop: (view, event) => {
        const files = [...(event.dataTransfer?.files ?? [])];
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        return insertImages(files, at);
      },
    },
    onUpdate: () => schedule(),
  });

  // The paste and drop handlers are set once, when the editor is made; they reach it through this.
  const editorRef = useRef(editor);
  editorRef.current = editor;
  const mentions = useMentionSuggestions(editor);
  const mentionsRef = useRef(mentions);
  mentionsRef.current = mentions;

  const saveNow = useCallback(async (): Promise<boolean> => {
    if (!editor) return false;
    setState({ kind: 'saving' });
    const paragraphs = documentToParagraphs(editor.getJSON() as EditorDocument, newParagraphName);
    const result = await savePostDraft({
      id: draft.id,
      baseRev: baseRev.current,
      title,
      subtitle,
      paragraphs: paragraphs.map((paragraph) => ({ ...paragraph, markups: [...paragraph.markups] })),
    });
    const answer = result.data?.savePostDraft;
    if (answer?.__typename === 'Post') {
      baseRev.current = answer.latestRev ?? baseRev.current;
      setState({ kind: 'saved' });
      return true;
    }
    setState({
      kind: 'refused',
      message: failureMessage(
        answer,
        'Your story could not be saved. Check your connection; we will try again as you type.',
      ),
    });
    return false;
  }, [savePostDraft, draft.id, editor, subtitle, title]);

  // The latest save, queued behind any still on its way; read by the timer the editor sets.
  const saveRef = useRef(saveNow);
  saveRef.current = saveNow;
  const save = (): Promise<boolean> => {
    const next = inFlight.current.then(() => saveRef.current());
    inFlight.current = next;
    return next;
  };
  const schedule = () => {
    setState((current) =>
      current.kind === 'refused' && current.message.startsWith('This story was changed')
        ? current
        : { kind: 'unsaved' },
    );
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
  };

  // Only edits to the fields schedule a save (not the first render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a save follows the fields, not a new `schedule` or the saved draft
  useEffect(() => {
    if (title !== draft.title || subtitle !== draft.subtitle) schedule();
  }, [title, subtitle]);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  // Leaving before the last words are stored asks first: nothing typed is lost silently.
  const pending = state.kind !== 'saved';
  const leaving = useRef(false);
  useEffect(() => {
    if (!pending) return;
    const warn = (event: BeforeUnloadEvent) => void (leaving.current || event.preventDefault());
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  /** Uploads the images among `files` one by one and puts each in the story as a picture. */
  function insertImages(files: File[], at?: number): boolean {
    const images = files.filter((file) => file.type.startsWith('image/'));
    if (images.length === 0) return false;
    void (async () => {
      for (const file of images) {
        try {
          setState({ kind: 'uploading', share: 0 });
          const image = await uploadImage(file, session.xsrf, (share) => setState({ kind: 'uploading', share }));
          const figure = {
            type: 'figure',
            attrs: {
              imageId: image.id,
              width: image.originalWidth,
              height: image.originalHeight,
              alt: '',
              layout: 'INSET_CENTER',
            },
          };
          const chain = editorRef.current?.chain().focus();
          (at === undefined ? chain : chain?.setTextSelection(at))?.insertContent(figure).run();
        } catch (error) {
          setState({
            kind: 'refused',
            message: error instanceof Error ? error.message : 'The image could not be uploaded.',
          });
          return;
        }
      }
    })();
    return true;
  }

  /** A link as a card of its own (MIXTAPE_EMBED), or a video player for the few that are safe to frame (IFRAME). */
  const embedLink = () => {
    const href = safeUrl(window.prompt('Address to embed')?.trim());
    if (!href || !editor) return;
    editor
      .chain()
      .focus()
      // an empty paragraph after it keeps the writer writing below the embed
      .insertContent([
        {
          type: 'embed',
          attrs: { href, kind: embedFrameUrl(href) ? 'IFRAME' : 'MIXTAPE_EMBED' },
          content: [{ type: 'text', text: href }],
        },
        { type: 'paragraph' },
      ])
      .run();
  };

  const [choosing, setChoosing] = useState(false);
  // Preview shows the draft as readers will get it: the reading page's own rendering of the paragraphs.
  const [previewing, setPreviewing] = useState(false);
  const publish = async (target: PublishTarget) => {
    if (timer.current) clearTimeout(timer.current);
    if (!(await save())) return;
    const result = await publishPost({ id: draft.id, collectionId: target.collectionId });
    const answer = result.data?.publishPost;
    // a submission waits for the publication's editors: the writer sees it among their drafts
    leaving.current = answer?.__typename === 'Post';
    if (answer?.__typename === 'Post')
      return window.location.assign(
        answer.isPublished ? answer.mediumUrl : link('ShowYourStories', { filterBy: 'drafts' }),
      );
    setChoosing(false);
    setState({
      kind: 'refused',
      message: failureMessage(answer, 'Your story could not be published. Please try again.'),
    });
  };

  const [scheduledAt, setScheduledAt] = useState(draft.scheduledAt);
  const scheduleStory = async (target: PublishTarget, at: number | null) => {
    if (timer.current) clearTimeout(timer.current);
    if (!(await save())) return;
    const result =
      at === null
        ? await unschedulePost({ id: draft.id })
        : await schedulePost({ id: draft.id, at, collectionId: target.collectionId });
    const answer =
      result.data && ('schedulePost' in result.data ? result.data.schedulePost : result.data.unschedulePost);
    if (answer?.__typename === 'Post') {
      setScheduledAt(answer.scheduledAt);
      setState({ kind: 'saved' });
    } else
      setState({
        kind: 'refused',
        message: failureMessage(answer, 'The story could not be scheduled. Please try again.'),
      });
  };

  const status = (current: Exclude<SaveState, { kind: 'refused' }>): string =>
    current.kind === 'uploading'
      ? `Uploading image… ${Math.round(current.share * 100)}%`
      : { saved: 'Saved', saving: 'Saving…', unsaved: 'Unsaved changes' }[current.kind];
  return (
    <div className="editor">
      <div className="editor__bar">
        <p className="editor__status" role="status">
          {state.kind === 'refused' ? '' : status(state)}
        </p>
        <button
          type="button"
          className="button button--outline"
          aria-pressed={previewing}
          onClick={() => setPreviewing((now) => !now)}
        >
          Preview
        </button>
        <button
          type="button"
          className="button button--outline"
          onClick={() => fileInput.current?.click()}
          disabled={previewing}
        >
          Add an image
        </button>
        <button type="button" className="button button--outline" onClick={embedLink} disabled={previewing}>
          Embed a link
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          hidden
          aria-label="Image to add"
          onChange={(event) => {
            insertImages([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          className="button button--primary"
          onClick={() => (draft.isPublished ? void publish({ collectionId: null }) : setChoosing(true))}
          disabled={state.kind === 'saving'}
          aria-expanded={draft.isPublished ? undefined : choosing}
        >
          {draft.isPublished ? 'Publish changes' : 'Publish'}
        </button>
      </div>
      {choosing && (
        <PublishPanel
          publications={publications}
          initial={draft.collectionId}
          busy={state.kind === 'saving'}
          scheduledAt={scheduledAt}
          onPublish={(target) => void publish(target)}
          onSchedule={(target, at) => void scheduleStory(target, at)}
          onCancel={() => setChoosing(false)}
        />
      )}
      {state.kind === 'refused' && (
        <p className="editor__alert" role="alert">
          {state.message}
        </p>
      )}
      {previewing && editor && (
        <article className="story editor__preview" aria-label="Preview">
          <header className="story__header">
            <h1 className="story__title">{title || 'Untitled story'}</h1>
            {subtitle && <p className="story__subtitle">{subtitle}</p>}
          </header>
          <PostBody
            paragraphs={documentToParagraphs(editor.getJSON() as EditorDocument, newParagraphName).map((paragraph) =>
              paragraph.type === 'IFRAME' ? { ...paragraph, frameUrl: embedFrameUrl(paragraph.href) } : paragraph,
            )}
          />
        </article>
      )}
      <div hidden={previewing}>
        {/* the page's one heading for those who move by headings; the title field itself is a text box */}
        <h1 className="visually-hidden">{title ? `Editing “${title}”` : 'Editing a new story'}</h1>
        <label className="visually-hidden" htmlFor="editor-title">
          Title
        </label>
        <textarea
          id="editor-title"
          className="editor__title"
          rows={1}
          placeholder="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value.replace(/\n/g, ''))}
        />
        <label className="visually-hidden" htmlFor="editor-subtitle">
          Subtitle
        </label>
        <textarea
          id="editor-subtitle"
          className="editor__subtitle"
          rows={1}
          placeholder="Subtitle (optional)"
          value={subtitle}
          onChange={(event) => setSubtitle(event.target.value.replace(/\n/g, ''))}
        />
        {editor && (
          <BubbleMenu editor={editor} className="editor__toolbar">
            <button
              type="button"
              aria-pressed={editor.isActive('bold')}
              onClick={() => editor.chain().focus().toggleBold().run()}
            >
              Bold
            </button>
            <button
              type="button"
              aria-pressed={editor.isActive('italic')}
              onClick={() => editor.chain().focus().toggleItalic().run()}
            >
              Italic
            </button>
            <button
              type="button"
              aria-pressed={editor.isActive('link')}
              onClick={() => {
                const href = editor.isActive('link') ? null : window.prompt('Link to');
                if (href === null) editor.chain().focus().unsetLink().run();
                else if (href) editor.chain().focus().setLink({ href }).run();
              }}
            >
              Link
            </button>
            <button
              type="button"
              aria-pressed={editor.isActive('heading', { level: 3 })}
              onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}
            >
              Heading
            </button>
            <button
              type="button"
              aria-pressed={editor.isActive('heading', { level: 4 })}
              onClick={() => editor.chain().focus().toggleHeading({ level: 4 }).run()}
            >
              Subheading
            </button>
            <button
              type="button"
              aria-pressed={editor.isActive('blockquote')}
              onClick={() => editor.chain().focus().toggleBlockquote().run()}
            >
              Quote
            </button>
            <button
              type="button"
              aria-pressed={editor.isActive('pullquote')}
              onClick={() => editor.chain().focus().toggleNode('pullquote', 'paragraph').run()}
            >
              Pull quote
            </button>
            <button
              type="button"
              aria-pressed={editor.isActive('code')}
              onClick={() => editor.chain().focus().toggleCode().run()}
            >
              Code
            </button>
            <button
              type="button"
              aria-pressed={editor.isActive('highlight')}
              onClick={() => editor.chain().focus().toggleHighlight().run()}
            >
              Highlight
            </button>
          </BubbleMenu>
        )}
        {editor && (
          <BubbleMenu
            editor={editor}
            pluginKey="figureMenu"
            shouldShow={({ editor: current }) => current.isActive('figure')}
            className="editor__toolbar"
          >
            {FIGURE_LAYOUTS.map(([layout, label]) => (
              <button
                key={layout}
                type="button"
                aria-pressed={editor.isActive('figure', { layout })}
                onClick={() => editor.chain().focus().updateAttributes('figure', { layout }).run()}
              >
                {label}
              </button>
            ))}
            <button
              type="button"
              onClick={() => {
                const alt = window.prompt(
                  'Describe the picture for people who cannot see it',
                  String(editor.getAttributes('figure')['alt'] ?? ''),
                );
                if (alt !== null) editor.chain().focus().updateAttributes('figure', { alt: alt.trim() }).run();
              }}
            >
              Alt text
            </button>
          </BubbleMenu>
        )}
        <EditorContent editor={editor} />
        {mentions.list}
      </div>
    </div>
  );
}

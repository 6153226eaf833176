import { formatDate } from '../format.ts';

interface PrivateNote {
  readonly id: string;
  readonly anchor: string;
  readonly content: string;
  readonly createdAt: number;
  readonly author: { readonly name: string } | null;
}

/** Private notes on the story: the writer reads every reader's, a reader their own. */
export default function PrivateNotes({ notes, forWriter }: { notes: readonly PrivateNote[]; forWriter: boolean }) {
  if (notes.length === 0) return null;
  return (
    <section className="marks" aria-labelledby="private-notes">
      <h2 className="marks__heading" id="private-notes">
        {forWriter ? 'Private notes from readers' : 'Your private notes'}
      </h2>
      <ul className="marks__list">
        {notes.map((note) => (
          <li key={note.id} id={`anchor-${note.id}`}>
            <p>{note.content}</p>
            <p className="marks__meta">
              {forWriter && note.author ? `${note.author.name} · ` : ''}
              <a href={`#${note.anchor}`}>on this passage</a> · {formatDate(note.createdAt)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

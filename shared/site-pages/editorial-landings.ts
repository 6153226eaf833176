import type { SitePage } from './site-page.ts';

/** An editors' landing page (/l/…): their introduction, then the stories under one tag. */
export interface EditorialLanding extends SitePage {
  /** The tag whose stories the page gathers; editors tag stories into it. */
  readonly tagSlug: string;
}

/**
 * The landing pages of docs/spec-checklist.md 3 §2 (/l/ticks and /l/tribute behind their flags, /l/the-trump-45).
 * The spec names the addresses only; each is an editors' page gathering a tag's stories, with
 * words a deployment rewrites here, as it does every page in this folder.
 */
/** The tag the tick landing page gathers; /ticks leads to it while that page is flagged off. */
export const TICKS_TAG = 'lyme-disease';

export const EDITORIAL_LANDINGS: Readonly<Record<string, EditorialLanding>> = {
  ShowTicksLanding: {
    title: 'Tick season',
    lede: 'Reporting, science and first-hand accounts on ticks and the illnesses they carry: how to keep them off, what to do after a bite, and what living with Lyme disease is like.',
    tagSlug: TICKS_TAG,
    sections: [
      {
        heading: 'Why this page',
        paragraphs: [
          'Tick-borne illness is spreading to places that never knew it, and the best writing about it is scattered. Our editors gather it here: the doctors, the researchers, and the readers who have lived it.',
          'Writers on {product} can add to it by tagging their story Lyme Disease.',
        ],
      },
    ],
  },
  ShowTrump45Landing: {
    title: 'The 45th presidency',
    lede: 'Reporting, analysis and essays on the presidency of Donald Trump, from writers across the spectrum, as they were written at the time.',
    tagSlug: 'politics',
    sections: [
      {
        heading: 'How we choose',
        paragraphs: [
          'Our editors look for writing that argues from evidence, names its sources and treats readers who disagree with respect. We do not pick a side; the stories do, and the responses under each are open.',
          'Writers on {product} can add to it by tagging their story Politics.',
        ],
      },
    ],
  },
  ShowTributeLanding: {
    title: 'In tribute',
    lede: 'Writers remember the people who shaped them: parents, teachers, friends, strangers whose kindness stayed.',
    tagSlug: 'memoir',
    sections: [
      {
        heading: 'Write one',
        paragraphs: [
          'A tribute is a story about someone else that tells the truth about them, the difficult parts included. Tag yours Memoir and our editors will read it.',
        ],
      },
    ],
  },
};

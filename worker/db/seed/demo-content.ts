import type { ImageLayout } from '../../../shared/content/enumerations.ts';
import type { Markup, Paragraph } from '../../../shared/content/paragraphs.ts';
import { DEMO_IMAGES, type DemoImage } from './demo-images.ts';

const p = (name: string, text: string, markups: Paragraph['markups'] = []): Paragraph => ({
  name,
  type: 'P',
  text,
  markups,
});

/** A markup over the first occurrence of `phrase` in `text`, so offsets cannot drift from the words. */
function mark(text: string, phrase: string, type: Markup['type'], href?: string): Markup {
  const start = text.indexOf(phrase);
  if (start === -1) throw new Error(`"${phrase}" is not in "${text}"`);
  return { type, start, end: start + phrase.length, ...(href ? { href } : {}) };
}

/** A picture paragraph pointing at one of the demo images, with a caption. */
const picture = (
  name: string,
  image: DemoImage,
  caption: string,
  alt: string,
  layout: ImageLayout = 'INSET_CENTER',
): Paragraph => ({
  name,
  type: 'IMG',
  text: caption,
  markups: [],
  layout,
  metadata: { id: image.id, originalWidth: image.width, originalHeight: image.height, alt },
});

const marked = (name: string, text: string, ...marks: [string, Markup['type'], string?][]): Paragraph =>
  p(
    name,
    text,
    marks.map(([phrase, type, href]) => mark(text, phrase, type, href)),
  );

/** The demo stories: between them they use every paragraph and markup type a writer uses. */
export const DEMO_STORIES: readonly {
  title: string;
  subtitle: string;
  tags: string[];
  paragraphs: Paragraph[];
  visibility?: 'LOCKED';
}[] = [
  {
    title: 'The city that learned to slow down',
    subtitle: 'What happens when a street stops being a road',
    tags: ['cities', 'design'],
    paragraphs: [
      marked('c001', 'For forty years the avenue moved cars. Then, one spring, it started moving people.', [
        'For forty years',
        'EM',
      ]),
      picture(
        'c001a',
        DEMO_IMAGES.avenue,
        'The avenue, the first summer without cars.',
        'Green hills under a yellow sun',
        'OUTSET_CENTER',
      ),
      { name: 'c002', type: 'H3', text: 'The experiment', markups: [] },
      marked('c003', 'The council closed four blocks for a summer. Nobody expected the results to stick.', [
        'council',
        'STRONG',
      ]),
      { name: 'c004', type: 'BQ', text: 'A street is a room with the sky for a ceiling.', markups: [] },
      marked('c005', 'Shop owners were the first to notice. Foot traffic rose, and so did sales.', [
        'Foot traffic rose, and so did sales',
        'HIGHLIGHT',
      ]),
      { name: 'c006', type: 'H4', text: 'What changed', markups: [] },
      { name: 'c007', type: 'ULI', text: 'Benches every fifty metres', markups: [] },
      { name: 'c008', type: 'ULI', text: 'Trees where the parking was', markups: [] },
      { name: 'c009', type: 'ULI', text: 'A market on Saturdays', markups: [] },
      {
        name: 'c010',
        type: 'PQ',
        text: 'Nobody misses the traffic. Everybody misses the quiet when it is gone.',
        markups: [],
      },
      { name: 'c011', type: 'HR', text: '', markups: [] },
      marked('c012', 'Read the council’s report for the full numbers.', [
        'council’s report',
        'A',
        'https://example.com/report',
      ]),
    ],
  },
  {
    title: 'Writing code you can read in a year',
    subtitle: 'Small habits that keep a codebase kind',
    tags: ['programming', 'craft'],
    paragraphs: [
      picture('d000', DEMO_IMAGES.code, 'Quiet code reads like a quiet morning.', 'Blue hills under a pale sky'),
      p('d001', 'The reader of your code is you, later, tired, in a hurry.'),
      { name: 'd002', type: 'H3', text: 'Name things for what they do', markups: [] },
      marked(
        'd003',
        'A function called handleData tells nobody anything. Call it parseInvoice.',
        ['handleData', 'CODE'],
        ['parseInvoice', 'CODE'],
      ),
      {
        name: 'd004',
        type: 'PRE',
        text: 'function parseInvoice(text: string): Invoice {\n  return Invoice.from(JSON.parse(text));\n}',
        markups: [],
      },
      { name: 'd005', type: 'H3', text: 'Three habits', markups: [] },
      {
        name: 'd006',
        type: 'OLI',
        text: 'Comments that give reasons',
        markups: [mark('Comments that give reasons', 'Comments', 'STRONG')],
      },
      { name: 'd007', type: 'OLI', text: 'Small modules named after what they export', markups: [] },
      { name: 'd008', type: 'OLI', text: 'Tests that would fail without the change', markups: [] },
      {
        name: 'd009',
        type: 'MIXTAPE_EMBED',
        text: 'A longer essay on naming',
        markups: [],
        href: 'https://example.com/naming',
      },
    ],
  },
  {
    title: 'A kitchen table, a notebook and my grandmother’s recipes',
    subtitle: 'On cooking from memory',
    // members only: visitors read the first paragraphs, then the paywall
    visibility: 'LOCKED',
    tags: ['food', 'memoir'],
    paragraphs: [
      p('e001', 'She never wrote anything down. The recipes lived in her hands.'),
      marked('e002', 'So I started a notebook, and every Sunday I watched, and wrote.', ['notebook', 'EM']),
      { name: 'e003', type: 'BQ', text: 'A pinch is what your fingers think it is.', markups: [] },
      picture(
        'e003a',
        DEMO_IMAGES.kitchen,
        'Sunday light in the kitchen.',
        'Warm brown hills under a pink sun',
        'FULL_WIDTH',
      ),
      p('e004', 'Some of it I will never get right. That is the point.'),
    ],
  },
  {
    title: 'What the baker knows at four in the morning',
    subtitle: 'Notes from a night shift',
    // members only too: a visitor's free story of the month opens one, the registration wall the next
    visibility: 'LOCKED',
    tags: ['food'],
    paragraphs: [
      p('g001', 'The oven is the first thing awake in the street, and the last thing anyone thanks.'),
      p('g002', 'Dough does not care what time it is. It rises when it is ready, and you wait.'),
      p('g003', 'By three the radio is on, low, for company rather than news.'),
      p('g004', 'The first loaves go to the hospital kitchen; the second to the café on the corner.'),
      p('g005', 'What I know at four in the morning is mostly patience, and where the flour is.'),
    ],
  },
];

/** A series: short frames a reader taps through, one thought each. */
export const DEMO_SERIES = {
  title: 'Market mornings',
  subtitle: '',
  tags: ['food'],
  isSeries: true,
  paragraphs: [
    picture('f001', DEMO_IMAGES.kitchen, 'Six in the morning, the stalls still half-built.', 'Warm hills at sunrise'),
    p('f002', 'The fish man knows everyone’s order before they speak.'),
    p('f003', 'Peaches, first of the year. Nobody haggles over the first peaches.'),
    p('f004', 'By nine the bread is gone. Come earlier next week.'),
  ],
} as const satisfies {
  title: string;
  subtitle: string;
  tags: readonly string[];
  isSeries: boolean;
  paragraphs: readonly Paragraph[];
};

export const DEMO_TAGS: Readonly<Record<string, string>> = {
  cities: 'Cities',
  design: 'Design',
  programming: 'Programming',
  craft: 'Craft',
  food: 'Food',
  memoir: 'Memoir',
  // the tags the editors' landing pages gather (shared/site-pages/editorial-landings.ts)
  'lyme-disease': 'Lyme Disease',
  politics: 'Politics',
};

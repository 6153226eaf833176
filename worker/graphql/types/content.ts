import {
  IMAGE_LAYOUTS,
  LICENSES,
  MARKUP_TYPES,
  PARAGRAPH_TYPES,
  POST_VISIBILITIES,
} from '../../../shared/content/enumerations.ts';
import type { ImageMetadata, Markup, Paragraph } from '../../../shared/content/paragraphs.ts';
import { link } from '../../../shared/routes/index.ts';
import { builder } from '../builder.ts';
import { mediaResourceId } from '../../db/media-resources.ts';
import { embedFrameUrl } from '../../../shared/content/embed-frame.ts';

export const ParagraphTypeEnum = builder.enumType('ParagraphType', { values: PARAGRAPH_TYPES });
export const MarkupTypeEnum = builder.enumType('MarkupType', { values: MARKUP_TYPES });
export const ImageLayoutEnum = builder.enumType('ImageLayout', { values: IMAGE_LAYOUTS });
export const PostVisibilityEnum = builder.enumType('PostVisibility', { values: POST_VISIBILITIES });
export const LicenseEnum = builder.enumType('License', { values: LICENSES });

const MarkupRef = builder.objectRef<Markup>('Markup').implement({
  fields: (t) => ({
    type: t.field({ type: MarkupTypeEnum, resolve: (markup) => markup.type }),
    start: t.exposeInt('start'),
    end: t.exposeInt('end'),
    /** A mention (USER) leads to the person's permanent address, whatever their username becomes. */
    href: t.string({
      nullable: true,
      resolve: (markup, _args, context) =>
        markup.type === 'USER' && markup.userId
          ? context.linkContext.authOrigin + link('ShowUserById', { userId: markup.userId })
          : (markup.href ?? null),
    }),
  }),
});

export const ParagraphImageRef = builder.objectRef<ImageMetadata>('ParagraphImage').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    originalWidth: t.exposeInt('originalWidth'),
    originalHeight: t.exposeInt('originalHeight'),
    alt: t.string({ nullable: true, resolve: (image) => image.alt ?? null }),
  }),
});

export const ParagraphRef = builder.objectRef<Paragraph>('Paragraph').implement({
  fields: (t) => ({
    id: t.exposeID('name'),
    name: t.exposeString('name'),
    type: t.field({ type: ParagraphTypeEnum, resolve: (paragraph) => paragraph.type }),
    text: t.exposeString('text'),
    markups: t.field({
      type: [MarkupRef],
      complexity: { field: 0, multiplier: 1 },
      resolve: (paragraph) => paragraph.markups,
    }),
    layout: t.field({ type: ImageLayoutEnum, nullable: true, resolve: (paragraph) => paragraph.layout ?? null }),
    metadata: t.field({ type: ParagraphImageRef, nullable: true, resolve: (paragraph) => paragraph.metadata ?? null }),
    href: t.string({ nullable: true, resolve: (paragraph) => paragraph.href ?? null }),
    /**
     * IFRAME: the player address to frame, for known video players only (embedFrameUrl), or
     * null: the paragraph is then shown as a card. Decided here, so readers download no allow-list.
     */
    frameUrl: t.string({
      nullable: true,
      resolve: (paragraph) => (paragraph.type === 'IFRAME' ? embedFrameUrl(paragraph.href) : null),
    }),
    /** MIXTAPE_EMBED and IFRAME: the link's id, for /media/{mediaResourceId} and its /href. */
    mediaResourceId: t.string({
      nullable: true,
      resolve: (paragraph) =>
        (paragraph.type === 'IFRAME' || paragraph.type === 'MIXTAPE_EMBED') && paragraph.href
          ? mediaResourceId(paragraph.href)
          : null,
    }),
  }),
});

export interface PostContentView {
  readonly isLockedPreviewOnly: boolean;
  readonly paragraphs: readonly Paragraph[];
}

const BodyModelRef = builder.objectRef<PostContentView>('RichText').implement({
  // Paragraphs are already in memory with their post: they cost nothing more to read.
  fields: (t) => ({
    paragraphs: t.field({
      type: [ParagraphRef],
      complexity: { field: 0, multiplier: 1 },
      resolve: (body) => body.paragraphs,
    }),
  }),
});

export const PostContentRef = builder.objectRef<PostContentView>('PostContent').implement({
  fields: (t) => ({
    isLockedPreviewOnly: t.exposeBoolean('isLockedPreviewOnly'),
    bodyModel: t.field({ type: BodyModelRef, resolve: (content) => content }),
  }),
});

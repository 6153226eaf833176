import { safeUrl } from './safe-url.ts';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * The player address for a link that may be shown in a frame (IFRAME "where safe"):
 * YouTube (through its no-cookie host) and Vimeo videos only, rebuilt from the video's id so no
 * other part of the link reaches the frame. Every other link is a card (MIXTAPE_EMBED).
 */
export function embedFrameUrl(href: string | null | undefined): string | null {
  const safe = safeUrl(href);
  if (!safe) return null;
  const url = new URL(safe);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let youtube: string | null = null;
  if (host === 'youtube.com' && segments[0] === 'watch') youtube = url.searchParams.get('v');
  else if (host === 'youtube.com' && (segments[0] === 'embed' || segments[0] === 'shorts'))
    youtube = segments[1] ?? null;
  else if (host === 'youtu.be') youtube = segments[0] ?? null;
  if (youtube && YOUTUBE_ID.test(youtube)) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const vimeo =
    host === 'vimeo.com' ? segments[0] : host === 'player.vimeo.com' && segments[0] === 'video' ? segments[1] : null;
  if (vimeo && VIMEO_ID.test(vimeo)) return `https://player.vimeo.com/video/${vimeo}`;
  return null;
}

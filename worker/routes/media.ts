import { embedFrameUrl } from '../../shared/content/embed-frame.ts';
import { link } from '../../shared/routes/index.ts';
import { database } from '../db/client.ts';
import { mediaResourceHref } from './media-resource-queries.ts';
import { xmlText } from '../render/xml-text.ts';
import type { RouteHandler } from './route-handler.ts';
import { CACHED_FOR_A_DAY } from './cached-for-a-day.ts';

const MEDIA_RESOURCE_ID = /^[0-9a-f]{32}$/;

/** A resource never changes under its id (the id is the address's digest). */

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${xmlText(title)}</title>
<style>html,body{margin:0;height:100%;font:16px/1.4 system-ui,sans-serif}iframe{display:block;border:0;width:100%;height:100%}a{display:block;padding:16px;border:1px solid #e6e6e6;border-radius:4px;color:#242424;text-decoration:none;overflow-wrap:anywhere}small{display:block;color:#6b6b6b}</style>
</head><body>${body}</body></html>
`;

async function resourceHref(c: Parameters<RouteHandler>[0], id: string | undefined): Promise<string | null> {
  if (!id || !MEDIA_RESOURCE_ID.test(id)) return null;
  return mediaResourceHref(database(c.get('d1')), id);
}

/**
 * /media/{mediaResourceId}: an embedded link on its own, to be framed by other sites and apps: the
 * player for the few videos that are safe to frame (embedFrameUrl), otherwise a card. The page
 * runs no script and may frame nothing but that player.
 */
export const media: RouteHandler = async (c, match) => {
  const id = match.params['mediaResourceId'];
  const href = await resourceHref(c, id);
  if (!href) return c.get('app').notFound();
  const player = embedFrameUrl(href);
  const host = new URL(href).host;
  const body = player
    ? `<iframe src="${xmlText(player)}" title="${xmlText(`Video from ${host}`)}" allow="fullscreen; picture-in-picture; encrypted-media" allowfullscreen></iframe>`
    : `<a href="${xmlText(link('ShowMediaHref', { mediaResourceId: id ?? '' }))}" target="_blank" rel="noopener nofollow">${xmlText(href)}<small>${xmlText(host)}</small></a>`;
  return c.html(page(player ? `Video from ${host}` : host, body), 200, {
    'Cache-Control': CACHED_FOR_A_DAY,
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; frame-src ${player ? new URL(player).origin : "'none'"}; base-uri 'none'; form-action 'none'`,
    'Referrer-Policy': 'no-referrer',
  });
};

/** /media/{mediaResourceId}/href: the embedded link's own address. Only stored links are followed. */
export const mediaHref: RouteHandler = async (c, match) => {
  const href = await resourceHref(c, match.params['mediaResourceId']);
  if (!href) return c.get('app').notFound();
  return new Response(null, {
    status: 302,
    headers: { Location: href, 'Cache-Control': CACHED_FOR_A_DAY, 'Referrer-Policy': 'no-referrer' },
  });
};

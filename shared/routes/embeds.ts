/** Pages made to be framed by other sites: they show only their content and allow any frame. */
const EMBED_ROUTES: ReadonlySet<string> = new Set(['ShowEmbedList', 'ShowEmbed']);

export const isEmbedRoute = (routeName: string): boolean => EMBED_ROUTES.has(routeName);

import type { HelpArticle } from './help-articles.ts';

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .match(/[a-z0-9]+/g) ?? [];

/**
 * The articles a help search finds: those containing every word asked for (a word matches any
 * word it begins), those matching in the title first. An empty search finds nothing, and the
 * page shows every topic instead.
 */
export function searchHelp(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const asked = words(query);
  if (asked.length === 0) return [];
  const scored = articles.flatMap((article, index) => {
    const title = words(article.title);
    const body = words(`${article.topic} ${article.body.join(' ')}`);
    const inTitle = asked.filter((word) => title.some((candidate) => candidate.startsWith(word))).length;
    const found = asked.every(
      (word) =>
        title.some((candidate) => candidate.startsWith(word)) || body.some((candidate) => candidate.startsWith(word)),
    );
    return found ? [{ article, inTitle, index }] : [];
  });
  return scored.sort((a, b) => b.inTitle - a.inTitle || a.index - b.index).map((entry) => entry.article);
}

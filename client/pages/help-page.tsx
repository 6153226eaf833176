import { useState } from 'react';
import { HELP_ARTICLES, HELP_TOPICS, type HelpArticle } from '../../shared/site-pages/help-articles.ts';
import { searchHelp } from '../../shared/site-pages/help-search.ts';
import { useAppState, useConfig } from '../state/app-state.tsx';
import { pageLocation } from './page-data.ts';
import { definePages } from './define-page.ts';

function Article({ article }: { article: HelpArticle }) {
  return (
    <section id={article.slug} className="help__article">
      <h3 className="help__title">{article.title}</h3>
      {article.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}

/**
 * /help: the help centre. Articles by topic, and a search over them (?q= works without script:
 * the form submits to the same page; with script, results follow the typing).
 */
export default function HelpPage() {
  const { productName } = useConfig();
  const { navigation } = useAppState();
  const [query, setQuery] = useState(pageLocation(navigation).search.get('q') ?? '');
  const found = searchHelp(HELP_ARTICLES, query);
  const named = (text: string) => text.replaceAll('{product}', productName);
  return (
    <main className="page" id="main">
      <title>{`Help – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">How can we help?</h1>
        <form
          className="help__search"
          role="search"
          aria-label="The help centre"
          method="get"
          onSubmit={(event) => event.preventDefault()}
        >
          <label className="field">
            <span className="field__label">Search the help centre</span>
            <input
              className="field__input"
              type="search"
              name="q"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </label>
        </form>
        {query.trim() ? (
          <section aria-live="polite" aria-label="Search results">
            <p className="help__count">
              {found.length === 0
                ? `No article matches “${query.trim()}”. Try fewer words.`
                : `${found.length} ${found.length === 1 ? 'article' : 'articles'} found`}
            </p>
            {found.map((article) => (
              <Article key={article.slug} article={{ ...article, body: article.body.map(named) }} />
            ))}
          </section>
        ) : (
          HELP_TOPICS.map((topic) => (
            <section key={topic} className="help__topic">
              <h2 className="stats-section__title">{topic}</h2>
              {HELP_ARTICLES.filter((article) => article.topic === topic).map((article) => (
                <Article key={article.slug} article={{ ...article, body: article.body.map(named) }} />
              ))}
            </section>
          ))
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ help: {} });

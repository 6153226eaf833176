import { SITE_PAGES } from '../../shared/site-pages/index.ts';
import { SiteSections } from '../components/site-sections.tsx';
import { withProductName } from '../../shared/site-pages/site-page.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePages } from './define-page.ts';

/** /about, /creators, /creator-tools, /jobs and /m/tos: Quire's own pages, their words from shared/site-pages/. */
export default function SitePage() {
  const { productName } = useConfig();
  const { navigation } = useAppState();
  const link = useLink();
  const words = SITE_PAGES[navigation.routeName];
  if (!words) return null;
  const page = withProductName(words, productName);
  return (
    <main className="page landing" id="main">
      <title>{`${page.title} – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="landing__title">{page.title}</h1>
        <p className="landing__lede">{page.lede}</p>
        <SiteSections sections={page.sections} />
        {page.updated && <p className="landing__footnote">{page.updated}</p>}
        <p className="landing__footnote">
          <a href={link('ShowHelp')}>Help centre</a>
        </p>
      </div>
    </main>
  );
}

export const pages = definePages({ 'site-page': {} });

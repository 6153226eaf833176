import { link } from '../../shared/routes/index.ts';
import { xmlText } from '../render/xml-text.ts';
import type { RouteHandler } from './route-handler.ts';
import { CACHED_FOR_A_DAY } from './cached-for-a-day.ts';

/**
 * /osd.xml: the OpenSearch description, so a browser can offer "search Quire" from its address
 * bar. Searches go to the main site's search page, whatever domain asked.
 */
export const openSearch: RouteHandler = (c) => {
  const name = xmlText(c.env.PRODUCT_NAME);
  const search = xmlText(`${c.get('authOrigin')}${link('ShowSearch')}?q={searchTerms}`);
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${name}</ShortName>
  <Description>Search stories, writers, publications and topics on ${name}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Image height="16" width="16" type="image/svg+xml">${xmlText(`${c.get('authOrigin')}/favicon.svg`)}</Image>
  <Url type="text/html" method="get" template="${search}"/>
</OpenSearchDescription>
`;
  return c.body(body, 200, {
    'Content-Type': 'application/opensearchdescription+xml; charset=utf-8',
    'Cache-Control': CACHED_FOR_A_DAY,
  });
};

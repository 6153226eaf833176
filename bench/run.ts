// `npm run bench`: starts the site and prints ratios measured in this one run, never absolute
// times, so results compare across machines.
import { startSite } from '../scripts/site.ts';
import { ratio, requestsPerSecond } from './measure.ts';

const operation = {
  query: 'query UserSearchQuery($username: String) { userResult(username: $username) { __typename ... on User { id name bio } } }',
  variables: { username: 'ada' },
};
const graphqlRequest = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

const site = await startSite();
try {
  const post = await requestsPerSecond(`${site.baseURL}/@ada/writing-code-you-can-read-in-a-year-a00000000002`);
  const asset = await requestsPerSecond(`${site.baseURL}/humans.txt`);
  console.log(`server-rendered post page / static asset, requests per second: ${ratio(post, asset)}`);

  const single = await requestsPerSecond(`${site.baseURL}/_/graphql`, graphqlRequest(operation));
  const usernames = ['ada', 'bruno', 'chen', 'nobody'];
  const operations = Array.from({ length: 20 }, (_, index) => ({ ...operation, variables: { username: usernames[index % usernames.length] } }));
  const batch = await requestsPerSecond(`${site.baseURL}/_/graphql`, graphqlRequest(operations));
  console.log(`one 20-operation batch costs ${ratio(single, batch)} times one operation (20 separate requests would cost 20)`);
} finally {
  site.stop();
}

import { SELF } from 'cloudflare:test';
import {
  type GraphQLInputType,
  type GraphQLNamedType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isRequiredArgument,
} from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../worker/app/schema.ts';
import { ACCOUNT_SUSPENDED, SUSPENDED_MAY } from '../../worker/graphql/suspended-account.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// A suspended account's every state-changing operation is refused before it runs; reading its own
// data and taking it away (the export) still work (docs/security.md, "Suspended accounts").

/** A literal any value of the type accepts, so the operation passes validation and reaches the rules. */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]?.name ?? '';
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(
      (field) => isNonNullType(field.type) && field.defaultValue === undefined,
    );
    return `{ ${fields.map((field) => `${field.name}: ${literal(field.type)}`).join(', ')} }`;
  }
  const scalar: Record<string, string> = { Int: '1', Float: '1', Boolean: 'true' };
  return scalar[(type as GraphQLNamedType).name] ?? '"x"';
}

/** Every mutation of the schema, each as an operation of its own with the arguments it requires. */
const MUTATIONS = Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => {
  const args = field.args.filter(isRequiredArgument).map((arg) => `${arg.name}: ${literal(arg.type)}`);
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return {
    name: field.name,
    query: `mutation { ${field.name}${args.length > 0 ? `(${args.join(', ')})` : ''}${selection} }`,
  };
});

let session: { cookie: string; xsrf: string };

/** The operations, twenty to a batch as the app's client sends them: each one's errors. */
async function run(queries: readonly string[]): Promise<{ message: string }[][]> {
  const answers: { message: string }[][] = [];
  for (let start = 0; start < queries.length; start += 20) {
    const response = await SELF.fetch('http://localhost/_/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: session.cookie, 'X-Xsrf-Token': session.xsrf },
      body: JSON.stringify(queries.slice(start, start + 20).map((query) => ({ query }))),
    });
    for (const answer of (await response.json()) as { errors?: { message: string }[] }[])
      answers.push(answer.errors ?? []);
  }
  return answers;
}

beforeEach(async () => {
  await seedContent(1);
  await db.update(users).set({ isSuspended: true }).where(eq(users.id, 'u-ann')).run();
  session = await signIn('u-ann');
});

describe('a suspended account', () => {
  const refused = MUTATIONS.filter((mutation) => !SUSPENDED_MAY.has(mutation.name));

  it(`is refused every one of the schema’s ${MUTATIONS.length} mutations but ${SUSPENDED_MAY.size}, with one clear message`, async () => {
    expect(refused.length).toBeGreaterThan(100);
    const answers = await run(refused.map((mutation) => mutation.query));
    const notRefused = refused
      .filter((_, index) => answers[index]?.[0]?.message !== ACCOUNT_SUSPENDED)
      .map((mutation) => mutation.name);
    expect(notRefused).toEqual([]);
  });

  it('still reads its own data, asks for its export and signs out', async () => {
    const [viewer, exported] = await run([
      '{ viewer { id isSuspended } }',
      'mutation { requestDataExport { __typename } }',
    ]);
    expect(viewer).toEqual([]);
    expect(exported).toEqual([]);
  });

  it('cannot upload an image or publish through the API either', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' }));
    const upload = await SELF.fetch('http://localhost/_/upload', {
      method: 'POST',
      headers: { Cookie: session.cookie, 'X-Xsrf-Token': session.xsrf },
      body: form,
    });
    expect(upload.status).toBe(403);
    expect(await upload.json()).toMatchObject({ error: ACCOUNT_SUSPENDED });

    // a token made before the suspension
    await db.update(users).set({ isSuspended: false }).where(eq(users.id, 'u-ann')).run();
    const made = await SELF.fetch('http://localhost/_/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: session.cookie, 'X-Xsrf-Token': session.xsrf },
      body: JSON.stringify({
        query:
          'mutation { createIntegrationToken(description: "importer") { ... on CreatedIntegrationToken { token } } }',
      }),
    });
    const token = ((await made.json()) as { data: { createIntegrationToken: { token: string } } }).data
      .createIntegrationToken.token;
    await db.update(users).set({ isSuspended: true }).where(eq(users.id, 'u-ann')).run();
    const published = await SELF.fetch('http://localhost/v1/users/u-ann/posts', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'While suspended',
        contentFormat: 'markdown',
        content: '# While suspended',
        publishStatus: 'public',
      }),
    });
    expect(published.status).toBe(403);
    expect(await published.json()).toEqual({ errors: [{ message: ACCOUNT_SUSPENDED, code: 403 }] });
  });
});

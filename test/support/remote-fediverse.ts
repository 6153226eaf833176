// "The remote server" of the federation tests: a small Fedify server on loopback with
// one account, bob, standing in for a Mastodon. It signs what bob sends, as any fediverse server
// does, and keeps every activity its inboxes receive. Test-only routes under /test/ make bob act:
// follow a Quire writer, like or reply to a story, delete the reply, block, undo. /test/send/…
// delivers the activity; /test/sign/… answers the signed request instead, for a test to send
// itself (the worker tests' Quire has no address the remote could reach).
import {
  createFederation,
  exportJwk,
  generateCryptoKeyPair,
  importJwk,
  MemoryKvStore,
  signRequest,
  type Federation,
} from '@fedify/fedify';
import {
  Activity,
  Block,
  Create,
  Delete,
  Endpoints,
  Follow,
  Like,
  Note,
  Person,
  PUBLIC_COLLECTION,
  Tombstone,
  Undo,
} from '@fedify/fedify/vocab';
import { serveOnLoopback } from './serve-on-loopback.ts';

export interface RemoteFediverse {
  readonly origin: string;
  readonly close: () => Promise<void>;
}

/** What bob's inboxes received: the activity's type, id, actor and object, and the raw JSON-LD. */
export interface ReceivedActivity {
  readonly type: string;
  readonly id: string | null;
  readonly actor: string | null;
  readonly object: string | null;
  readonly inbox: string;
  readonly json: unknown;
}

type Command = {
  readonly to: string;
  readonly inbox: string;
  readonly object?: string;
  readonly text?: string;
  readonly id?: string;
};

/**
 * Starts the remote server. `verifySignatures` off lets it take deliveries from a Quire it cannot
 * reach to fetch keys from (the worker tests' Quire has no port); the e2e test's Quire does, and
 * there every signature is checked both ways.
 */
export async function startRemoteFediverse(options: { verifySignatures: boolean }): Promise<RemoteFediverse> {
  const received: ReceivedActivity[] = [];
  // every POST to an inbox as it arrives, before Fedify drops an activity it has seen: a
  // delivery sent twice shows here twice
  const deliveries: { readonly inbox: string; readonly type: unknown; readonly id: unknown }[] = [];
  // POST /test/gone makes every inbox answer 410 Gone, as a server whose account was deleted does
  let gone = false;
  const keys = await Promise.all(
    (['RSASSA-PKCS1-v1_5', 'Ed25519'] as const).map(async (algorithm) => {
      const pair = await generateCryptoKeyPair(algorithm);
      return { publicKey: await exportJwk(pair.publicKey), privateKey: await exportJwk(pair.privateKey) };
    }),
  );
  let federation: Federation<void> | null = null;
  const served = await serveOnLoopback({
    fetch: async (request) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/test/')) return command(url.pathname.slice('/test/'.length), request);
      if (request.method === 'POST' && url.pathname.endsWith('/inbox')) {
        if (gone) return new Response('Gone', { status: 410 });
        const json = (await request
          .clone()
          .json()
          .catch(() => ({}))) as { type?: unknown; id?: unknown };
        deliveries.push({ inbox: url.pathname, type: json.type, id: json.id });
      }
      return federation
        ? federation.fetch(request, { contextData: undefined })
        : new Response('Starting', { status: 503 });
    },
  });
  const origin = served.origin;

  federation = createFederation<void>({
    kv: new MemoryKvStore(),
    origin,
    allowPrivateAddress: true,
    skipSignatureVerification: !options.verifySignatures,
  });
  federation
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      if (identifier !== 'bob') return null;
      const pairs = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: 'bob',
        name: 'Bob Remote',
        url: new URL(`${origin}/@bob`),
        inbox: ctx.getInboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: pairs[0]?.cryptographicKey ?? null,
        assertionMethods: pairs.map((pair) => pair.multikey),
      });
    })
    .setKeyPairsDispatcher(async () =>
      Promise.all(
        keys.map(async (pair) => ({
          publicKey: await importJwk(pair.publicKey, 'public'),
          privateKey: await importJwk(pair.privateKey, 'private'),
        })),
      ),
    );
  federation.setInboxListeners('/users/{identifier}/inbox', '/inbox').on(Activity, async (ctx, activity) => {
    received.push({
      inbox: ctx.recipient === null ? '/inbox' : `/users/${ctx.recipient}/inbox`,
      type: activity.constructor.name,
      id: activity.id?.href ?? null,
      actor: activity.actorId?.href ?? null,
      object: activity.objectId?.href ?? null,
      json: await activity.toJsonLd({ format: 'compact' }),
    });
  });

  const noteId = (id: string) => new URL(`${origin}/notes/${id}`);

  async function command(name: string, request: Request): Promise<Response> {
    if (name === 'received') return Response.json(received);
    if (name === 'deliveries') return Response.json(deliveries);
    if (name === 'gone') {
      gone = true;
      return Response.json({ ok: true });
    }
    if (name === 'reset') {
      gone = false;
      received.length = 0;
      deliveries.length = 0;
      return Response.json({ ok: true });
    }
    const [mode, action = ''] = name.split('/');
    const body = (await request.json()) as Command;
    const ctx = federation!.createContext(new URL(origin), undefined);
    const me = ctx.getActorUri('bob');
    const recipient = { id: new URL(body.to), inboxId: new URL(body.inbox) };
    const object = body.object ? new URL(body.object) : null;
    const activity =
      action === 'follow'
        ? new Follow({ id: new URL(`${origin}/follows/${body.id}`), actor: me, object: recipient.id })
        : action === 'unfollow'
          ? new Undo({
              id: new URL(`${origin}/undo/${body.id}`),
              actor: me,
              object: new Follow({ id: new URL(`${origin}/follows/${body.id}`), actor: me, object: recipient.id }),
            })
          : action === 'like'
            ? new Like({ id: new URL(`${origin}/likes/${body.id}`), actor: me, object })
            : action === 'unlike'
              ? new Undo({
                  id: new URL(`${origin}/undo-like/${body.id}`),
                  actor: me,
                  object: new URL(`${origin}/likes/${body.id}`),
                })
              : action === 'reply'
                ? new Create({
                    id: new URL(`${origin}/creates/${body.id}`),
                    actor: me,
                    to: PUBLIC_COLLECTION,
                    object: new Note({
                      id: noteId(body.id ?? ''),
                      attribution: me,
                      replyTarget: object,
                      content: body.text ?? '',
                      to: PUBLIC_COLLECTION,
                    }),
                  })
                : action === 'delete-reply'
                  ? new Delete({
                      id: new URL(`${origin}/deletes/${body.id}`),
                      actor: me,
                      object: new Tombstone({ id: noteId(body.id ?? '') }),
                    })
                  : action === 'block'
                    ? new Block({ id: new URL(`${origin}/blocks/${body.id}`), actor: me, object: recipient.id })
                    : null;
    // sign/raw signs the text it is given as it is: a body no activity object would serialize to
    if (!activity && action !== 'raw') return new Response('Unknown command', { status: 404 });
    if (mode === 'sign') {
      const [rsa] = await ctx.getActorKeyPairs('bob');
      const json = activity
        ? JSON.stringify(await activity.toJsonLd({ format: 'compact', contextLoader: ctx.contextLoader }))
        : (body.text ?? '');
      const unsigned = new Request(body.inbox, {
        method: 'POST',
        headers: { 'Content-Type': 'application/activity+json' },
        body: json,
      });
      const signed = await signRequest(unsigned, rsa!.privateKey, rsa!.keyId);
      return Response.json({ url: signed.url, headers: Object.fromEntries(signed.headers), body: json });
    }
    if (!activity) return new Response('Only signed', { status: 404 });
    try {
      await ctx.sendActivity({ identifier: 'bob' }, recipient, activity);
      return Response.json({ ok: true });
    } catch (error) {
      return Response.json({ ok: false, error: String(error) });
    }
  }

  return served;
}

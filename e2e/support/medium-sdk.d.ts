/** The part of Medium's Node SDK (medium-sdk, which ships no types) that the journeys call, as its lib/mediumClient.js defines it. */
declare module 'medium-sdk' {
  type Callback<T> = (error: MediumError | null, data: T) => void;

  export class MediumError extends Error {
    code: number;
  }

  export const Scope: {
    BASIC_PROFILE: 'basicProfile';
    LIST_PUBLICATIONS: 'listPublications';
    PUBLISH_POST: 'publishPost';
  };
  export const PostPublishStatus: { DRAFT: 'draft'; UNLISTED: 'unlisted'; PUBLIC: 'public' };
  export const PostContentFormat: { HTML: 'html'; MARKDOWN: 'markdown' };

  export interface Token {
    token_type: string;
    access_token: string;
    refresh_token: string;
    scope: string[];
    expires_at: number;
  }

  export interface PostOptions {
    title: string;
    content: string;
    contentFormat: 'html' | 'markdown';
    tags?: string[];
    canonicalUrl?: string;
    publishStatus?: 'draft' | 'unlisted' | 'public';
    license?: string;
  }

  export class MediumClient {
    constructor(options: { clientId: string; clientSecret: string });
    setAccessToken(token: string): this;
    getAuthorizationUrl(state: string, redirectUrl: string, scopes: string[]): string;
    exchangeAuthorizationCode(code: string, redirectUrl: string, callback: Callback<Token>): void;
    exchangeRefreshToken(refreshToken: string, callback: Callback<Token>): void;
    getUser(callback: Callback<Record<string, string>>): void;
    getPublicationsForUser(options: { userId: string }, callback: Callback<Record<string, string>[]>): void;
    getContributorsForPublication(
      options: { publicationId: string },
      callback: Callback<Record<string, string>[]>,
    ): void;
    createPost(options: PostOptions & { userId: string }, callback: Callback<Record<string, unknown>>): void;
    createPostInPublication(
      options: PostOptions & { publicationId: string },
      callback: Callback<Record<string, unknown>>,
    ): void;
  }
}

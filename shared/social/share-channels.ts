/**
 * Where a story, list or series can be shared (the {channel} of /p/{postId}/share/{channel} and
 * its list and series twins). The spec names the route, not the channels: these are the networks
 * readers share to today, and e-mail. Only the labels live here, so pages that offer the menu do
 * not carry the networks' addresses (worker/discovery/share.ts has those).
 */
export const SHARE_CHANNELS = {
  twitter: 'Share on X',
  facebook: 'Share on Facebook',
  linkedin: 'Share on LinkedIn',
  bluesky: 'Share on Bluesky',
  email: 'Share by e-mail',
} as const;

export type ShareChannel = keyof typeof SHARE_CHANNELS;

export const isShareChannel = (value: string): value is ShareChannel => Object.hasOwn(SHARE_CHANNELS, value);

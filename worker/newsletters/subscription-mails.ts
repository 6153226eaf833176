import type { OutgoingMail } from '../mail/outgoing-mail.ts';

/** Whose list an address was on, and where: the newsletter's name and the site's. */
export interface ListOwner {
  readonly ownerName: string;
  readonly productName: string;
}

/**
 * The one mail an address gets before it has opted in here: why it came, and the link that
 * confirms it. Nothing more goes to it unless it does.
 */
export function confirmationMail(
  to: string,
  { ownerName, productName }: ListOwner,
  confirmUrl: string,
  imported: boolean,
): OutgoingMail {
  const why = imported
    ? `${ownerName} is moving their newsletter to ${productName} and had your address on their list.`
    : `Someone, we hope you, asked for ${ownerName}'s stories by e-mail from ${productName}.`;
  return {
    to,
    subject: `Confirm your subscription to ${ownerName}`,
    text: `${why} Confirm that you want them:\n\n${confirmUrl}\n\nIf you don't, ignore this e-mail: you will get nothing more.`,
    links: [confirmUrl],
  };
}

/**
 * The mail a subscriber who had opted in on the writer's old platform gets when the list moves
 * here: where their newsletter now comes from, and a one-click way out (RFC 8058).
 */
export function movedSubscriptionMail(
  to: string,
  { ownerName, productName }: ListOwner,
  unsubscribeUrl: string,
): OutgoingMail {
  return {
    to,
    subject: `You now get ${ownerName}'s newsletter from ${productName}`,
    fromName: ownerName,
    text: [
      `${ownerName} has moved their newsletter to ${productName}. You subscribed to it before, so their new stories now come to you from ${productName}, as they did from the old one.`,
      '',
      `Not for you any more? Unsubscribe in one click: ${unsubscribeUrl}`,
    ].join('\n'),
    links: [unsubscribeUrl],
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

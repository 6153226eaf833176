import { GIFT_MONTHS, giftTermWords } from '../../shared/membership/gifts.ts';
import { link } from '../../shared/routes/index.ts';
import type { PaidGift } from './gift-writes.ts';
import type { Mailer } from '../mail/outgoing-mail.ts';

/**
 * The mails of a paid gift: one membership goes to the address the buyer named, with
 * its code and a link that redeems it; a group's codes go to the buyer, who hands them out (the
 * gift's page lists them too).
 */
export async function sendGiftMail(
  mailer: Mailer,
  paid: PaidGift,
  site: { productName: string; origin: string },
): Promise<void> {
  const { gift, codes, buyer } = paid;
  const months = giftTermWords(GIFT_MONTHS[gift.plan]);
  const redeemLink = (code: string) => `${site.origin}${link('ShowRedeem')}?code=${encodeURIComponent(code)}`;
  const [code] = codes;
  if (gift.planType === 'gift' && gift.recipientEmail && code) {
    await mailer.send({
      to: gift.recipientEmail,
      subject: `${buyer.name} gave you ${months} of ${site.productName} membership`,
      text: [
        `${buyer.name} gave you ${months} of ${site.productName} membership: every story, no limits.`,
        ...(gift.message ? ['', `“${gift.message}”`] : []),
        '',
        `Your code: ${code}`,
        `Redeem it here: ${redeemLink(code)}`,
      ].join('\n'),
      links: [redeemLink(code)],
      code,
    });
  }
  if (gift.planType === 'group-gift' && buyer.email) {
    const page = `${site.origin}${link('ShowGiftCheckout')}?gift=${encodeURIComponent(gift.id)}`;
    await mailer.send({
      to: buyer.email,
      subject: `Your ${codes.length} ${site.productName} memberships to give`,
      text: [
        `Thank you. Here are ${codes.length} codes, each ${months} of ${site.productName} membership for one person:`,
        '',
        ...codes.map((each) => `${each}  ${redeemLink(each)}`),
        '',
        `They are also on your gift’s page: ${page}`,
      ].join('\n'),
      links: [page, ...codes.map(redeemLink)],
    });
  }
}

import { describe, expect, it } from 'vitest';
import { ask, signInByEmailLink, signUp } from './support/accounts.ts';
import { severeViolations } from './support/axe.ts';
import { collectProblems, useBrowser, waitForHydration } from './support/browser.ts';
import { baseURL } from './support/site.ts';

const browser = useBrowser();

const STORY = { id: 'a00000000002', path: '/@ada/writing-code-you-can-read-in-a-year-a00000000002' };

describe('reports and moderation, in Chromium', () => {
  it('a reader reports a response, a moderator hides it from the queue, the reporter sees the outcome, its writer appeals, and a second moderator restores it', async () => {
    const run = Date.now().toString(36);
    const spam = `Cheap watches, today only ${run}`;
    const writer = await (await browser().newContext()).newPage();
    await signUp(writer, `wren-${run}@example.com`, 'a writer password', `Wren ${run}`);
    const created = await ask<{ createResponse: { __typename: string; id?: string } }>(
      writer,
      'mutation ($parentPostId: ID!, $text: String!) { createResponse(parentPostId: $parentPostId, text: $text) { __typename ... on Post { id } } }',
      { parentPostId: STORY.id, text: spam },
    );
    expect(created.createResponse.__typename).toBe('Post');

    // the reader reports it from under the story, with a reason
    const reader = await (await browser().newContext()).newPage();
    const problems = collectProblems(reader);
    await signUp(reader, `rhea-${run}@example.com`, 'a reader password', 'Rhea Reader', STORY.path);
    await reader.getByRole('heading', { name: /^Responses/ }).scrollIntoViewIfNeeded();
    const response = reader.locator('.response', { hasText: spam });
    await response.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = reader.getByRole('dialog', { name: 'Report this response' });
    // "Something else" needs a note: the dialog says so and stays open
    await dialog.getByLabel('Something else').check();
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await dialog.getByText('Tell us what is wrong with it.').waitFor();
    await dialog.getByLabel('Spam').check();
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await reader.getByText('Thanks for your report. Moderators will review this response.').waitFor();
    await reader.goto(`${baseURL}/me/reports`);
    await waitForHydration(reader);
    const report = reader.locator('.report-item', { hasText: 'Spam' });
    await report.getByText('Waiting for review').waitFor();
    expect(await severeViolations(reader)).toEqual([]);
    // the queue is the moderators' alone
    expect((await reader.request.get(`${baseURL}/_/moderation`)).status()).toBe(404);

    // a moderator (the demo's staff member) hides it from the queue, with a reason
    const moderator = await (await browser().newContext({ viewport: { width: 1100, height: 900 } })).newPage();
    await signInByEmailLink(moderator, 'ada@example.com');
    await moderator.goto(`${baseURL}/_/moderation`);
    await waitForHydration(moderator);
    const entry = moderator.locator('.moderation-item', { hasText: `Wren ${run}` });
    await entry.getByText('1 report · gravest: Spam').waitFor();
    expect(await severeViolations(moderator)).toEqual([]);
    await entry.getByLabel('Hide it from readers').check();
    await entry.getByLabel('Reason (kept in the log)').fill('Selling watches in a response.');
    await entry.getByRole('button', { name: 'Decide' }).click();
    await entry.waitFor({ state: 'detached' });
    await moderator.goto(`${baseURL}/_/moderation/log`);
    await waitForHydration(moderator);
    await moderator
      .getByRole('row', { name: /Selling watches in a response\./ })
      .getByText('Hidden from readers')
      .waitFor();
    expect(await severeViolations(moderator)).toEqual([]);

    // the reporter reads the outcome; the response is gone for readers
    await reader.goto(`${baseURL}/me/reports`);
    await waitForHydration(reader);
    await report.getByText('Reviewed: action was taken').waitFor();
    const hidden = await ask<{ postResult: { __typename: string } }>(
      reader,
      'query ($id: ID!) { postResult(id: $id) { __typename } }',
      { id: created.createResponse.id },
    );
    expect(hidden.postResult.__typename).toBe('PostSuspended');
    expect(problems).toEqual([]);

    // its writer reads why on the response itself, and appeals from their moderation page
    await writer.goto(`${baseURL}/p/${created.createResponse.id ?? ''}`);
    await writer.getByText('The moderators’ reason: “Selling watches in a response.”').waitFor();
    await writer.goto(`${baseURL}/me/moderation`);
    await waitForHydration(writer);
    await writer.getByLabel(/another moderator will look again/).fill('It was a joke among friends.');
    await writer.getByRole('button', { name: 'Appeal' }).click();
    await writer.getByText('Your appeal is waiting for another moderator.').waitFor();
    expect(await severeViolations(writer)).toEqual([]);
    await writer.context().close();

    // the moderator who hid it sees the appeal, but another must hear it
    await moderator.goto(`${baseURL}/_/moderation/appeals`);
    await waitForHydration(moderator);
    const appeal = moderator.locator('.moderation-item', { hasText: 'It was a joke among friends.' });
    await appeal.getByText('An appeal is decided by a moderator who did not make the decision.').waitFor();

    // the operators' view finds the writer by address, with the decision about them
    await moderator.goto(`${baseURL}/_/admin/users?q=${encodeURIComponent(`wren-${run}@example.com`)}`);
    await waitForHydration(moderator);
    const account = moderator.locator('.moderation-item', { hasText: `Wren ${run}` });
    await account.getByText(/Hidden from readers \(response\).*“Selling watches in a response\.”/).waitFor();
    expect(await severeViolations(moderator)).toEqual([]);
    await moderator.goto(`${baseURL}/_/admin/link-domains`);
    await waitForHydration(moderator);
    await moderator.getByRole('heading', { name: 'Blocked link domains' }).waitFor();
    expect(await severeViolations(moderator)).toEqual([]);
    await moderator.context().close();

    // a second moderator (Chen, whom staff made one) hears it and restores the response
    const second = await (await browser().newContext({ viewport: { width: 1100, height: 900 } })).newPage();
    await signInByEmailLink(second, 'chen@example.com');
    await second.goto(`${baseURL}/_/moderation/appeals`);
    await waitForHydration(second);
    const heard = second.locator('.moderation-item', { hasText: 'It was a joke among friends.' });
    await heard.getByLabel('Restore it').check();
    await heard.getByLabel('Reason (the writer reads it)').fill('A joke between friends, not an advert.');
    await heard.getByRole('button', { name: 'Decide' }).click();
    await heard.waitFor({ state: 'detached' });
    const shown = await ask<{ postResult: { __typename: string } }>(
      reader,
      'query ($id: ID!) { postResult(id: $id) { __typename } }',
      { id: created.createResponse.id },
    );
    expect(shown.postResult.__typename).toBe('Post');
    await second.goto(`${baseURL}/_/moderation/log`);
    await waitForHydration(second);
    await second
      .getByRole('row', { name: /A joke between friends, not an advert\./ })
      .getByText('Restored')
      .waitFor();
    await reader.context().close();
    await second.context().close();
  });
});

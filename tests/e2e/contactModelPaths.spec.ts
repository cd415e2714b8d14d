import type { Page } from '@playwright/test';
import { formFields } from '../../src/contact/formValues';
import { type FormModelEvent, formModelExpectations, formTestModel, invalidEmail, validFormValues } from '../model/contactForm.model';
import { coveringModelPaths } from '../support/modelTest';
import { type ContactPathRun, expectValues, field, fillForm, formLive, lastToast, mailFrom, providerAnswers, submitButton, uniqueEmail } from './contactSupport';
import { expect, openPage, test } from './fixtures';
import { mailSiteUrl } from './ports';
import { pageIdle } from './support/atRest';

/**
 * The contact FORM's test model (tests/model/contactForm.model.ts), its paths run
 * on the real contact page against the local mail provider (real SDK, real HTTP).
 * The sender's answer is a model event, so each send request is held in a route
 * until the path says how the provider answers: SENDER_REPORTS_SENT lets it
 * through (the provider answers 200), SENDER_REPORTS_FAILURE first tells the
 * provider to refuse this sender with 403, then lets it through. Every path sends
 * at most one message, so the 30 s throttle never interferes (it has its own test).
 * All 18 paths run (about 1.5 min with one worker); none is skipped.
 */
const contact = `${mailSiteUrl}/en/contact`;
const sendEndpoint = '**/api/v1.0/email/send';

type Run = ContactPathRun;

const summary = (page: Page) => page.locator('#contact-form-errors');

/** Performs a model event on the real page, the way a visitor would. */
async function perform(run: Run, event: FormModelEvent) {
  const { page, request, email } = run;
  switch (event.type) {
    case 'BLUR_NAME_EMPTY':
      await field(page, 'name').focus();
      return field(page, 'name').blur();
    case 'FILL_VALID':
      return fillForm(page, validFormValues(email));
    case 'TYPE_INVALID_EMAIL':
      // typed into the touched field, without leaving it: revalidated on change
      return field(page, 'email').fill(invalidEmail);
    case 'SUBMIT':
      // while sending the fieldset (and the button) is disabled: a visitor's click
      // lands on a disabled button, which force-clicking reproduces
      return submitButton(page).click({ force: true });
    case 'SENDER_REPORTS_SENT':
    case 'SENDER_REPORTS_FAILURE': {
      await expect.poll(() => run.held.length, 'a send request is waiting for its answer').toBe(1);
      if (event.type === 'SENDER_REPORTS_FAILURE') await providerAnswers(request, email, 403);
      return run.held.shift()!.continue();
    }
  }
}

/** Asserts what the page shows in a model state; `arrivedBy` is the event that led there. */
async function assertState(run: Run, key: string, arrivedBy?: FormModelEvent) {
  const { page, email } = run;
  const expected = formModelExpectations[key];
  expect(expected, `expectations for model state ${key}`).toBeDefined();
  for (const name of formFields) {
    const shown = expected!.errors.includes(name);
    await expect(field(page, name), `${name} invalid in ${key}`).toHaveAttribute('aria-invalid', String(shown));
    await expect(page.locator(`#contact-${name}-error`)).toHaveCount(shown ? 1 : 0);
  }
  if (expected!.summary) {
    await expect(summary(page).getByRole('heading', { name: 'Form validation errors' })).toBeVisible();
    await expect(summary(page).getByRole('link')).toHaveCount(expected!.errors.length);
  } else {
    await expect(summary(page)).toHaveCount(0);
  }
  if (expected!.focus) await expect(field(page, expected!.focus)).toBeFocused();
  const valid = validFormValues(email);
  const values = {
    empty: { name: '', email: '', company: '', subject: '', message: '' },
    valid,
    invalidEmail: { ...valid, email: invalidEmail },
  }[expected!.values];
  await expectValues(page, values);
  await expect(page.locator('#contact-message-count')).toHaveText(`${values.message.length}/2000`);

  if (key === 'submitting') {
    await expect.poll(() => run.requests, 'the page sent the message').toBeGreaterThanOrEqual(1);
    await expect(submitButton(page)).toHaveText('Sending...');
    for (const name of formFields) await expect(field(page, name)).toBeDisabled();
    if (arrivedBy?.type === 'SUBMIT') {
      // a second click while sending must not send again: once the page has handled it, a second request would be out
      await pageIdle(page);
      expect(run.requests, 'one send request per submission').toBe(1);
    }
    return;
  }
  await expect(submitButton(page)).toHaveText('Send message');
  await expect(submitButton(page)).toBeEnabled();
  if (arrivedBy?.type === 'SENDER_REPORTS_SENT') {
    await expect(lastToast(page)).toContainText('Message sent!');
    await expect.poll(async () => (await mailFrom(run.request, email)).length).toBe(1);
  } else if (arrivedBy?.type === 'SENDER_REPORTS_FAILURE') {
    await expect(lastToast(page)).toContainText('Error');
    await expect(lastToast(page)).toContainText('Forbidden');
    await expect(lastToast(page)).toHaveAttribute('data-variant', 'destructive');
    expect(await mailFrom(run.request, email)).toEqual([]);
  } else {
    expect(run.requests, `nothing sent in ${key}`).toBe(0);
  }
}

test.describe('contact form, driven by the paths of its test model', () => {
  // the browser logs the provider's 403 answer
  test.use({ allowConsoleErrors: [/the server responded with a status of 403/] });

  // Each path on a fresh page, not tours: a sent message starts the sender's 30 s throttle for the page load.
  for (const path of coveringModelPaths(formTestModel)) {
    test(path.description, async ({ page, request }) => {
      const run: Run = { page, request, email: uniqueEmail('paths'), held: [], requests: 0 };
      await page.route(sendEndpoint, (route) => {
        run.requests++;
        run.held.push(route);
      });
      await openPage(page, contact);
      await formLive(page);
      await assertState(run, path.initialState);
      for (const step of path.steps) {
        await perform(run, step.event);
        await assertState(run, step.state, step.event);
      }
      // A path that ends while sending: the message is delivered exactly once.
      for (const route of run.held.splice(0)) await route.continue();
      if (path.steps.at(-1)?.state === 'submitting') {
        await expect(lastToast(page)).toContainText('Message sent!');
        await expect.poll(async () => (await mailFrom(request, run.email)).length).toBe(1);
      }
    });
  }
});

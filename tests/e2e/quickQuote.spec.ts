import type { Page } from '@playwright/test';
import { browserModelPaths } from '../support/modelTest';
import { type QuickQuoteModelEvent, parseQuickQuoteState, quickQuoteModelInput, quickQuoteTestModel } from '../model/quickQuote.model';
import { mailFrom, uniqueEmail } from './contactSupport';
import { expect, test } from './fixtures';
import { mailSiteUrl } from './ports';
import { axeOnPausedClock } from './support/axeOnPausedClock';
import { type LeadSends, answerHeldSend, beforeLeadSubmit, expectToastOfStep, holdLeadSends } from './support/leadSends';
import { openOnPausedClock } from './support/pauseClock';
import { recordToasts, shownToasts } from './support/toasts';

/**
 * The quick quote wizard on the services page (issue 14): its test model's
 * tours played on the build configured for the local mail provider, in German,
 * English and French, with `page.clock` for the 2 s and the page's 30 s
 * throttle, the sender's requests held until the model says how they end, axe
 * in every kind of state; a quote that arrives exactly once with its template
 * parameters; the default build, without mail configuration, never claiming
 * success; the keyboard alone.
 */
const pages = [
  { locale: 'de', url: '/leistungen', sent: 'Erfolgreich gesendet!', error: 'Fehler', failed: 'Fehler beim Senden', offline: 'Sie sind offline' },
  { locale: 'en', url: '/en/services', sent: 'Successfully sent!', error: 'Error', failed: 'Error while sending', offline: 'You are offline' },
  { locale: 'fr', url: '/fr/services', sent: 'Envoyé avec succès !', error: 'Erreur', failed: 'Erreur lors de l’envoi', offline: 'Vous êtes hors ligne' },
] as const;
type Labels = (typeof pages)[number];

/** What the visitor types (each tour has its own valid address). */
const typed = quickQuoteModelInput;

const wizard = (page: Page) => page.locator('[data-part="quick-quote"]');
const input = (page: Page, field: string) => page.locator(`#quote-${field}`);
const choice = (page: Page, field: string, value: string) => wizard(page).locator(`input[name="quote-${field}"][value="${value}"]`);
const nextButton = (page: Page) => wizard(page).locator('[data-part="quote-next"]');
const backButton = (page: Page) => wizard(page).locator('[data-part="quote-back"]');
const submitButton = (page: Page) => wizard(page).locator('[data-part="quote-submit"]');
const heading = (page: Page, step: number) => page.locator(`#quote-step-${step}-title`);

/** Opens the wizard on a paused fake clock, with its section revealed. */
async function openWizard(page: Page, url: string) {
  await recordToasts(page);
  await openOnPausedClock(page, url);
  await wizard(page).scrollIntoViewIfNeeded();
  await page.clock.runFor(1000); // scroll reveals settle
}

/** What a tour has done so far, for the checks of the next state. */
interface Run {
  page: Page;
  labels: Labels;
  email: string;
  sends: LeadSends;
  toastsBefore: number;
}

const sendPending = (flow: string) => flow === 'sending.waitingForBoth' || flow === 'sending.timeUpWaitingForSender';

/** Performs a model event on the page, the way a visitor (or the network) would; what the page does not offer there is checked instead. */
async function perform(run: Run, event: QuickQuoteModelEvent, fromKey: string) {
  const { page } = run;
  const from = parseQuickQuoteState(fromKey);
  const sending = from.flow.startsWith('sending');
  const step = sending ? 3 : Number(from.flow.replace('step', ''));
  run.toastsBefore = (await shownToasts(page)).length;
  const onStep = async (wanted: number, act: () => Promise<void>, shown: () => ReturnType<Page['locator']>) => {
    if (step === wanted) return act();
    await expect(shown()).toHaveCount(0);
  };
  switch (event.type) {
    case 'TYPE_NAME':
      return onStep(1, () => input(page, 'name').fill(typed.name), () => input(page, 'name'));
    case 'TYPE_INVALID_EMAIL':
      return onStep(1, () => input(page, 'email').fill(typed.invalidEmail), () => input(page, 'email'));
    case 'TYPE_VALID_EMAIL':
      return onStep(1, () => input(page, 'email').fill(run.email), () => input(page, 'email'));
    case 'CHOOSE_SERVICE':
      return onStep(2, () => choice(page, 'service', typed.service).check(), () => choice(page, 'service', typed.service));
    case 'CHOOSE_BUDGET':
      return onStep(2, () => choice(page, 'budget', typed.budget).check(), () => choice(page, 'budget', typed.budget));
    case 'FILL_OPTIONAL':
      if (sending) return expect(input(page, 'company')).toBeDisabled(); // nothing changes while the quote is on its way
      return onStep(
        3,
        async () => {
          await input(page, 'company').fill(typed.company);
          await choice(page, 'timeline', typed.timeline).check();
          await input(page, 'message').fill(typed.message);
        },
        () => input(page, 'company'),
      );
    case 'NEXT':
      if (step === 3) return expect(nextButton(page)).toHaveCount(0);
      if (await nextButton(page).isDisabled()) return; // the model says the step is not complete: checked in the state
      return nextButton(page).click();
    case 'BACK':
      if (step === 1) return expect(backButton(page)).toHaveCount(0);
      if (sending) return expect(backButton(page)).toBeDisabled();
      return backButton(page).click();
    case 'SUBMIT':
      if (step !== 3) return expect(submitButton(page)).toHaveCount(0);
      if (sending) return expect(submitButton(page)).toHaveAttribute('aria-disabled', 'true');
      await beforeLeadSubmit(page, run.sends);
      run.toastsBefore = (await shownToasts(page)).length;
      return submitButton(page).click();
    case 'SEND_SUCCEEDS':
    case 'SEND_FAILS':
    case 'SEND_BREAKS': {
      if (!sendPending(from.flow)) return; // no send on its way: nothing to answer
      return answerHeldSend(page, run.sends, event.type);
    }
    case 'TWO_SECONDS_PASS':
      return page.clock.runFor(2000);
  }
}

const missingLine = (page: Page) => wizard(page).locator('[data-part="quote-missing"]');

/** A disabled Next is described by the line that says what the step still needs; an enabled one by nothing. */
async function expectMissingLine(page: Page) {
  if (await nextButton(page).isDisabled()) {
    await expect(missingLine(page)).toBeVisible();
    await expect(nextButton(page)).toHaveAttribute('aria-describedby', (await missingLine(page).getAttribute('id'))!);
  } else {
    await expect(missingLine(page)).toHaveCount(0);
    await expect(nextButton(page)).not.toHaveAttribute('aria-describedby');
  }
}

async function expectState(run: Run, key: string, moved: boolean) {
  const { page, labels } = run;
  const state = parseQuickQuoteState(key);
  const sending = state.flow.startsWith('sending');
  const step = sending ? 3 : Number(state.flow.replace('step', ''));
  await expect(wizard(page)).toHaveAttribute('data-step', String(step));
  await expect(wizard(page)).toHaveAttribute('data-state', sending ? 'sending' : 'editing');
  // a step change moves focus to the new step's heading
  if (moved) await expect(heading(page, step)).toBeFocused();
  if (step === 1) {
    await expect(input(page, 'name')).toHaveValue(state.name === 'filled' ? typed.name : '');
    await expect(input(page, 'email')).toHaveValue({ empty: '', invalid: typed.invalidEmail, valid: run.email }[state.email]);
    // an address that is there but incomplete says so
    if (state.email === 'invalid') await expect(input(page, 'email')).toHaveAttribute('aria-invalid', 'true');
    else await expect(input(page, 'email')).not.toHaveAttribute('aria-invalid');
    await expect(nextButton(page)).toBeEnabled({ enabled: state.name === 'filled' && state.email === 'valid' });
    await expectMissingLine(page);
    await expect(backButton(page)).toHaveCount(0);
  } else if (step === 2) {
    await expect(choice(page, 'service', typed.service)).toBeChecked({ checked: state.service === 'chosen' });
    await expect(choice(page, 'budget', typed.budget)).toBeChecked({ checked: state.budget === 'chosen' });
    await expect(nextButton(page)).toBeEnabled({ enabled: state.service === 'chosen' && state.budget === 'chosen' });
    await expectMissingLine(page);
    await expect(backButton(page)).toBeEnabled();
  } else {
    // nothing typed is lost: the summary shows steps 1 and 2, the fields step 3
    const summary = wizard(page).locator('[data-part="quote-summary"]');
    await expect(summary).toContainText(typed.name);
    await expect(summary).toContainText(run.email);
    const filled = state.extras === 'filled';
    await expect(input(page, 'company')).toHaveValue(filled ? typed.company : '');
    await expect(input(page, 'message')).toHaveValue(filled ? typed.message : '');
    await expect(choice(page, 'timeline', typed.timeline)).toBeChecked({ checked: filled });
    await expect(input(page, 'company')).toBeEnabled({ enabled: !sending });
    await expect(submitButton(page)).toHaveAttribute('aria-busy', String(sending));
  }
  // the toast of this step: one new toast, or none
  await expectToastOfStep(page, { toast: state.toast, before: run.toastsBefore, sends: run.sends, labels });
}

/**
 * What axe sees in the wizard differs by the step, whether its required fields are complete (an
 * error shown, Next enabled), whether the optional ones are filled, and sending; each of those
 * is scanned once (per worker), whichever tour gets there first. Toasts are outside the wizard.
 */
const scanned = new Set<string>();
const markupOf = (key: string) => {
  const state = parseQuickQuoteState(key);
  if (state.flow.startsWith('sending')) return 'sending';
  if (state.flow === 'step1') return `step1 ${state.email === 'invalid' ? 'error' : state.name === 'filled' && state.email === 'valid' ? 'complete' : 'open'}`;
  if (state.flow === 'step2') return `step2 ${state.service === 'chosen' && state.budget === 'chosen' ? 'complete' : 'open'}`;
  return `step3 ${state.extras}`;
};

test.describe('quick quote, driven by the tours of its test model, against the local mail provider', () => {
  // the browser logs refused and broken sends; the outbox's later delivery attempts fail too (no connection here)
  test.use({ allowConsoleErrors: [/status of 403|ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/] });
  const tours = browserModelPaths(quickQuoteTestModel);
  for (const [number, tour] of tours.entries()) {
    const labels = pages[number % pages.length]!;
    test(`tour ${number + 1} of ${tours.length} (${labels.locale}, ${tour.steps.length} steps)`, async ({ page, request }) => {
      test.slow(); // up to 30 steps with several sends, and axe scans
      const run: Run = { page, labels, email: uniqueEmail(`quote${number}`), sends: await holdLeadSends(page), toastsBefore: 0 };
      await openWizard(page, `${mailSiteUrl}${labels.url}`);
      const scan = async (key: string) => {
        if (scanned.has(markupOf(key))) return;
        scanned.add(markupOf(key));
        expect((await axeOnPausedClock(page, '#quick-quote')).violations, key).toEqual([]);
      };
      await expectState(run, tour.initialState, false);
      await scan(tour.initialState);
      let from = tour.initialState;
      for (const step of tour.steps) {
        await perform(run, step.event, from);
        const stepOf = (key: string) => parseQuickQuoteState(key).flow.replace(/^sending.*/, 'step3');
        await expectState(run, step.state, stepOf(step.state) !== stepOf(from));
        await scan(step.state);
        from = step.state;
      }
      // every quote the provider accepted arrived, each exactly once
      expect(await mailFrom(request, run.email)).toHaveLength(run.sends.delivered);
    });
  }
});

/** Issue 36: the line beside a disabled Next, as a visitor fills each step, in each language. */
const missingTexts = {
  de: {
    both: 'Um fortzufahren, brauche ich noch Ihren Namen und Ihre E-Mail-Adresse.',
    email: 'Um fortzufahren, brauche ich noch Ihre E-Mail-Adresse.',
    incomplete: 'Um fortzufahren, brauche ich noch eine vollständige E-Mail-Adresse.',
    project: 'Um fortzufahren, brauche ich noch die gewünschte Leistung und Ihr Budget.',
    budget: 'Um fortzufahren, brauche ich noch Ihr Budget.',
  },
  en: {
    both: 'To continue, I still need your name and your e-mail address.',
    email: 'To continue, I still need your e-mail address.',
    incomplete: 'To continue, I still need a complete e-mail address.',
    project: 'To continue, I still need the service you are interested in and your budget.',
    budget: 'To continue, I still need your budget.',
  },
  fr: {
    both: 'Pour continuer, il me faut encore votre nom et votre adresse e-mail.',
    email: 'Pour continuer, il me faut encore votre adresse e-mail.',
    incomplete: 'Pour continuer, il me faut encore une adresse e-mail complète.',
    project: 'Pour continuer, il me faut encore le service qui vous intéresse et votre budget.',
    budget: 'Pour continuer, il me faut encore votre budget.',
  },
} as const;

for (const labels of pages) {
  test(`a disabled Next says what the step still needs, and the line changes as the step is filled (${labels.locale})`, async ({ page }) => {
    const texts = missingTexts[labels.locale];
    await openWizard(page, labels.url);
    const expectLine = async (text: string) => {
      await expect(nextButton(page)).toBeDisabled();
      await expect(missingLine(page)).toHaveText(text);
      await expect(nextButton(page)).toHaveAccessibleDescription(text);
    };
    await expectLine(texts.both);
    await input(page, 'name').fill(typed.name);
    await expectLine(texts.email);
    await input(page, 'email').fill(typed.invalidEmail);
    await expectLine(texts.incomplete);
    await input(page, 'email').fill('anna@example.de');
    await expect(nextButton(page)).toBeEnabled();
    await expect(missingLine(page)).toHaveCount(0);
    await expect(nextButton(page)).toHaveAccessibleDescription('');
    await nextButton(page).click();
    await expectLine(texts.project);
    await choice(page, 'service', typed.service).check();
    await expectLine(texts.budget);
    await choice(page, 'budget', typed.budget).check();
    await expect(nextButton(page)).toBeEnabled();
    await expect(missingLine(page)).toHaveCount(0);
  });
}

test('a quote arrives exactly once, marked as a quick quote with service, budget and timeline (en)', async ({ page, request }) => {
  const email = uniqueEmail('quote');
  await openWizard(page, `${mailSiteUrl}/en/services`);
  await input(page, 'name').fill('Anna Schmidt');
  await input(page, 'email').fill(email);
  await nextButton(page).click();
  await expect(heading(page, 2)).toBeFocused();
  await choice(page, 'service', 'seo-website').check();
  await choice(page, 'budget', '10k-25k').check();
  await nextButton(page).click();
  await input(page, 'company').fill('Bäckerei Schmidt');
  await choice(page, 'timeline', 'asap').check();
  await input(page, 'message').fill('A new website for our three shops.');
  await submitButton(page).dblclick();
  await expect(submitButton(page)).toHaveText('Sending…');
  await page.clock.runFor(2000);
  await expect(page.locator('[data-part="toast"]').last()).toContainText('Successfully sent!');
  await expect(page.locator('[data-part="toast"]').last()).toContainText('Thank you! We will get back to you within 24 hours.');
  // cleared, and back at the start
  await expect(heading(page, 1)).toBeFocused();
  await expect(input(page, 'name')).toHaveValue('');
  await expect(input(page, 'email')).toHaveValue('');
  const mail = await mailFrom(request, email);
  expect(mail).toHaveLength(1);
  expect(mail[0]!.params).toMatchObject({
    from_name: 'Anna Schmidt',
    from_email: email,
    from_company: 'Bäckerei Schmidt',
    subject: 'Quick quote: seo-website',
    message: 'A new website for our three shops.',
    budget: '10k-25k',
    timeline: 'asap',
    source: 'quick quote',
    service: 'seo-website',
    reply_to: email,
  });
});

test('without mail configuration (the default build) a quote fails honestly and keeps every value (de)', async ({ page }) => {
  await openWizard(page, '/leistungen');
  await input(page, 'name').fill('Anna Schmidt');
  await input(page, 'email').fill('anna@example.de');
  await nextButton(page).click();
  await choice(page, 'service', 'google-ads').check();
  await choice(page, 'budget', 'under-5k').check();
  await nextButton(page).click();
  await input(page, 'message').fill('Mehr Anfragen aus Hamburg.');
  await submitButton(page).click();
  await expect(submitButton(page)).toHaveText('Wird gesendet …');
  await page.clock.runFor(1999);
  await expect(wizard(page)).toHaveAttribute('data-state', 'sending'); // at least 2 s
  await page.clock.runFor(1);
  const toast = page.locator('[data-part="toast"]').last();
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(toast).toContainText('Fehler');
  await expect(toast).toContainText('Fehler beim Senden. Bitte versuchen Sie es erneut');
  await expect(page.locator('[data-part="toast"][data-variant="default"]')).toHaveCount(0);
  await expect(wizard(page)).toHaveAttribute('data-step', '3');
  await expect(input(page, 'message')).toHaveValue('Mehr Anfragen aus Hamburg.');
  await expect(wizard(page).locator('[data-part="quote-summary"]')).toContainText('anna@example.de');
  await expect(submitButton(page)).toBeFocused();
});

test('keyboard only (fr): Enter goes on, arrow keys choose, focus follows the steps', async ({ page }) => {
  await openWizard(page, '/fr/services');
  await input(page, 'name').focus();
  await page.keyboard.type('Anne Martin');
  await page.keyboard.press('Tab');
  await expect(input(page, 'email')).toBeFocused();
  await page.keyboard.type('anne@exemple');
  await expect(page.locator('#quote-email-error')).toContainText('adresse e-mail complète');
  await page.keyboard.press('Enter'); // not complete: nothing happens
  await expect(wizard(page)).toHaveAttribute('data-step', '1');
  await page.keyboard.type('.fr');
  await page.keyboard.press('Enter');
  await expect(heading(page, 2)).toBeFocused();
  await expect(heading(page, 2)).toContainText('Étape 2 sur 3');
  expect((await axeOnPausedClock(page, '#quick-quote')).violations).toEqual([]);
  await page.keyboard.press('Tab'); // the first service
  await page.keyboard.press('ArrowDown'); // the second one, chosen
  await expect(choice(page, 'service', 'google-ads')).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // the first budget
  await expect(choice(page, 'budget', 'under-5k')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(backButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heading(page, 1)).toBeFocused();
  await expect(input(page, 'email')).toHaveValue('anne@exemple.fr'); // nothing typed is lost
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // in the name field: the form goes on
  await expect(heading(page, 2)).toBeFocused();
  await expect(choice(page, 'budget', 'under-5k')).toBeChecked();
});

import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, SimulatedClock, type SnapshotFrom, createActor } from 'xstate';
import { type ContactFormValues, emptyContactForm, formFields } from '../../src/contact/formValues';
import { toTemplateParams } from '../../src/contact/templateParams';
import { contactFormMachine } from '../../src/machines/contactForm';
import { type SendOutcome, contactSenderMachine } from '../../src/machines/contactSender';
import { leadSubmissionMachine } from '../../src/machines/leadSubmission';
import { leadSystemMachine } from '../../src/machines/leadSystem';
import { combinedCoverage } from '../support/callbackStub';
import { type RealRunContext, createModelBasedSuite, systemCoverage } from '../support/modelTest';
import { type FormModelEvent, formModelExpectations, formTestModel, invalidEmail, validFormValues } from './contactForm.model';
import {
  type LeadSystem,
  createLeadSystem,
  fillAndSubmit,
  formId,
  formOf,
  log,
  openForm,
  outboxFails,
  outboxStores,
  providerAnswers,
  sendBreaks,
  sendToForm,
  senderOf,
  typeInto,
} from './leadSystem.harness';
import {
  type ProviderStatus,
  type SenderModelEvent,
  allSenderStateKeys,
  parseSenderState,
  senderTestModel,
  unconfiguredSenderTestModel,
} from './contactSender.model';

/**
 * The contact form and the page's sender are one actor system (src/machines/leadSystem.ts):
 * both test models, the form's (tests/model/contactForm.model.ts) and the sender's
 * (contactSender.model.ts), drive that one system, the form spawned into the root as the
 * contact page does, the provider and the outbox as stubs settled by the model's events, time
 * by SimulatedClock. Together with the details below they visit every state node and take every
 * transition of the four machines: the root, the sender, the submission and the form.
 */
i18n.loadAndActivate({ locale: 'en', messages: {} });

const systemMachines = [contactFormMachine, contactSenderMachine, leadSubmissionMachine];
type Run = RealRunContext<LeadSystem>;
type Snapshot = SnapshotFrom<LeadSystem>;

const reasonText = (outcome: SendOutcome | undefined) =>
  outcome?.kind === 'failed' ? (typeof outcome.reason === 'string' ? outcome.reason : i18n._(outcome.reason)) : undefined;

// ---------------------------------------------------------------- the form's test model

const valid = validFormValues('anna@example.de');

function executeFormEvent(event: FormModelEvent, { actor }: Run) {
  switch (event.type) {
    case 'BLUR_NAME_EMPTY':
      return sendToForm(actor, { type: 'FIELD.BLUR', field: 'name' });
    case 'FILL_VALID':
      return formFields.forEach((field) => typeInto(actor, field, valid[field]));
    case 'TYPE_INVALID_EMAIL':
      // revalidated on each change, as the field was touched
      return sendToForm(actor, { type: 'FIELD.CHANGE', field: 'email', value: invalidEmail });
    case 'SUBMIT':
      return sendToForm(actor, { type: 'FORM.SUBMIT' });
    case 'SENDER_REPORTS_SENT':
      return providerAnswers(actor, { status: 200, text: 'OK' });
    case 'SENDER_REPORTS_FAILURE':
      return providerAnswers(actor, { status: 403, text: 'Forbidden' });
  }
}

const formStates = Object.fromEntries(
  Object.entries(formModelExpectations).map(([key, expected]) => [
    key,
    (snapshot: Snapshot) => {
      const form = formOf(snapshot)!;
      const submitting = key === 'submitting';
      expect(form.value).toBe(submitting ? 'submitting' : 'editing');
      expect(senderOf(snapshot).value).toMatchObject({ delivery: submitting ? 'sending' : 'idle' });
      expect(formFields.filter((field) => form.context.errors[field])).toEqual(expected.errors);
      expect(form.context.summaryVisible && expected.errors.length > 0).toBe(expected.summary);
      if (expected.focus) expect(log.focused.at(-1)).toBe(expected.focus);
      const values = form.context.values;
      if (expected.values === 'empty') expect(values).toEqual(emptyContactForm);
      else expect(values).toEqual({ ...valid, website: '', email: expected.values === 'valid' ? valid.email : invalidEmail });
      // one message to the provider per visit to "submitting", whatever was clicked meanwhile
      const answered = log.announced.length;
      expect(log.sends.length).toBe(answered + (submitting ? 1 : 0));
      expect(log.restored, 'focus goes back after every answer, once').toBe(answered);
      if (submitting) expect(log.sends.at(-1)).toMatchObject({ from_name: 'Anna Schmidt', from_email: valid.email, from_company: 'Bäckerei Schmidt' });
      if (key === 'empty' && answered > 0) {
        expect(log.announced.at(-1)).toEqual({ kind: 'sent' });
        expect(form.context.touched, 'touched reset after success').toEqual({});
      }
      if (key === 'filled' && answered > 0) expect(reasonText(log.announced.at(-1))).toBe('Forbidden');
    },
  ]),
);

const formSuite = createModelBasedSuite({
  testModel: formTestModel,
  createReal: createLeadSystem,
  input: { configured: true },
  start: ({ actor }) => openForm(actor),
  alsoCover: systemMachines,
  execute: executeFormEvent,
  states: formStates,
});

describe('contact form in the contact system, driven by the form test model', () => {
  it('has an assertion for every model state', () => expect(formSuite.statesWithoutAssertion()).toEqual([]));
  for (const path of formSuite.paths) it(path.description, path.run);
});

// ---------------------------------------------------------------- the sender's test model

const validValues: Omit<ContactFormValues, 'website'> = {
  name: 'Anna Schmidt',
  email: 'anna@example.de',
  company: '',
  subject: 'New website',
  message: 'We need a new website for our bakery.',
};
const spamValues = { ...validValues, message: 'Cheap casino offers at https://spam.example' };

/** Per path: submissions made and the last provider status. */
let senderRun: { submits: number; lastStatus?: ProviderStatus };

function executeSenderEvent(event: SenderModelEvent, { actor, clock }: Run) {
  switch (event.type) {
    case 'SUBMIT_VALID':
    case 'SUBMIT_SPAM':
      senderRun.submits++;
      return fillAndSubmit(actor, event.type === 'SUBMIT_VALID' ? validValues : spamValues);
    case 'PROVIDER_ANSWERS':
      senderRun.lastStatus = event.status;
      return providerAnswers(actor, { status: event.status, text: event.status === 500 ? 'Internal Server Error' : 'OK' });
    case 'CONNECTION_FAILS':
    case 'CONNECTION_FAILS_NO_STORAGE':
      providerAnswers(actor, { status: 0, text: 'Network Error' });
      return event.type === 'CONNECTION_FAILS' ? outboxStores(actor, true) : outboxFails(actor);
    case 'THIRTY_SECONDS_PASS':
      return clock.increment(30_000);
  }
}

const expectedRefusal: Record<number, string> = {
  201: 'OK',
  403: 'Forbidden',
  429: 'Too Many Requests',
  451: 'Unavailable For Headless Browser',
  500: 'Internal Server Error',
};

function assertSenderState(key: string) {
  const expected = parseSenderState(key);
  return (snapshot: Snapshot) => {
    expect(senderOf(snapshot).value).toEqual({ throttle: expected.window, delivery: expected.delivery });
    const form = formOf(snapshot)!;
    if (expected.delivery === 'sending') {
      expect(form.value, 'the form waits while its message is on its way').toBe('submitting');
      expect(log.announced.length, 'no answer while the message is in flight').toBe(senderRun.submits - 1);
      expect(log.sends.at(-1), 'the template parameters go to the provider').toMatchObject({ from_email: 'anna@example.de' });
      return;
    }
    expect(form.value).toBe('editing');
    expect(log.announced.length, 'every finished submission got exactly one answer').toBe(senderRun.submits);
    expect(log.restored, 'and focus back once').toBe(senderRun.submits);
    const last = log.announced.at(-1);
    if (expected.report === 'sent') expect(form.context.values, 'a sent message clears the form').toEqual(emptyContactForm);
    else if (expected.report !== 'none') expect(form.context.values.name, 'anything else keeps what was typed').toBe('Anna Schmidt');
    switch (expected.report) {
      case 'none':
        return expect(last).toBeUndefined();
      case 'refused':
        expect(last?.kind).toBe('failed');
        return expect(reasonText(last)).toBe(expectedRefusal[senderRun.lastStatus!]);
      case 'failed':
        expect(last?.kind).toBe('failed');
        return expect(reasonText(last)).toBe('Network Error');
      case 'unconfigured':
        expect(last?.kind).toBe('failed');
        expect(log.sends, 'nothing reaches the provider').toEqual([]);
        return expect(reasonText(last)).toBe('The mail service is not configured.');
      case 'queued':
        expect(last).toEqual({ kind: 'queued', backgroundSync: true });
        return expect(log.queued.at(-1), 'the queued message is the template parameters').toMatchObject({ from_email: 'anna@example.de', from_company: 'Not specified' });
      default:
        return expect(last?.kind).toBe(expected.report);
    }
  };
}

const senderStates = Object.fromEntries(allSenderStateKeys().map((key) => [key, assertSenderState(key)]));
const senderSuite = (testModel: typeof senderTestModel, configured: boolean) =>
  createModelBasedSuite({
    testModel,
    createReal: createLeadSystem,
    input: { configured },
    start: ({ actor }) => {
      senderRun = { submits: 0 };
      openForm(actor);
    },
    alsoCover: systemMachines,
    execute: executeSenderEvent,
    states: senderStates,
  });
const configuredSuite = senderSuite(senderTestModel, true);
const unconfiguredSuite = senderSuite(unconfiguredSenderTestModel, false);

describe('contact form and sender, driven by the sender test model (configured build)', () => {
  it('has an assertion for every model state', () => expect(configuredSuite.statesWithoutAssertion()).toEqual([]));
  for (const path of configuredSuite.paths) it(path.description, path.run);
});

describe('contact form and sender, driven by the sender test model (default build without keys)', () => {
  it('has an assertion for every model state', () => expect(unconfiguredSuite.statesWithoutAssertion()).toEqual([]));
  for (const path of unconfiguredSuite.paths) it(path.description, path.run);
});

// ---------------------------------------------------------------- details the models leave out

const details = systemCoverage(leadSystemMachine, systemMachines);

function startedSystem(clock = new SimulatedClock()) {
  const actor = createActor(createLeadSystem(), { input: { configured: true }, clock, inspect: details.inspect });
  actor.start();
  details.recordRoot(actor.getSnapshot());
  return actor;
}

/** A submission as another lead form makes it (the shared leadSubmission child), and its outcome once known. */
function submitFromOutside(system: AnyActorRef, id: string, values: Omit<ContactFormValues, 'website'>, params?: ReturnType<typeof toTemplateParams>, holdForMinimum = false) {
  system.send({ type: 'CHILD.START', id, logic: leadSubmissionMachine, input: { values: { ...values, website: '' }, params, holdForMinimum } });
  const child = (system.getSnapshot().children as Record<string, AnyActorRef>)[id]!;
  return () => (child.getSnapshot().status === 'done' ? (child.getSnapshot().output as SendOutcome) : undefined);
}

describe('lead system details', () => {
  it('a send that breaks without an answer is reported as an unknown error, not as sent or queued', () => {
    const system = startedSystem();
    openForm(system);
    fillAndSubmit(system, validValues);
    sendBreaks(system);
    expect(log.announced.map(reasonText)).toEqual(['Unknown error']);
    expect(log.queued).toEqual([]);
    expect(senderOf(system.getSnapshot()).value).toEqual({ throttle: 'closed', delivery: 'idle' });
    expect(formOf(system.getSnapshot())!.context.values.message).toBe(validValues.message);
  });

  it('another form (the quick quote) sends its own template parameters, spam-checked on its values, under the same throttle', () => {
    const system = startedSystem();
    const params = { ...toTemplateParams({ ...validValues, website: '' }), source: 'quick quote', budget: '5k-10k' };
    expect(submitFromOutside(system, 'quote-1', spamValues, params)()).toEqual({ kind: 'spam' });
    expect(log.sends).toEqual([]);
    expect(submitFromOutside(system, 'quote-2', validValues, params)()).toEqual({ kind: 'throttled' });
    const fresh = startedSystem();
    const outcome = submitFromOutside(fresh, 'quote-1', validValues, params);
    expect(log.sends).toEqual([params]);
    providerAnswers(fresh, { status: 200, text: 'OK' });
    expect(outcome()).toEqual({ kind: 'sent' });
  });

  it('a lead held for the minimum sending time ends 2 s after a quick answer, and at the answer of a slow sender', () => {
    const clock = new SimulatedClock();
    const system = startedSystem(clock);
    const quick = submitFromOutside(system, 'quote-1', validValues, undefined, true);
    providerAnswers(system, { status: 200, text: 'OK' });
    clock.increment(1999);
    expect(quick(), 'answered, but the 2 s have not passed').toBeUndefined();
    clock.increment(1);
    expect(quick()).toEqual({ kind: 'sent' });
    clock.increment(30_000);
    const slow = submitFromOutside(system, 'popup-1', validValues, undefined, true);
    clock.increment(5000);
    expect(slow(), 'the 2 s have passed, the sender has not answered').toBeUndefined();
    providerAnswers(system, { status: 200, text: 'OK' });
    expect(slow()).toEqual({ kind: 'sent' });
  });

  it('a lead outside a lead system (no sender to hand it to) fails at once and is never sent', () => {
    const alone = createActor(leadSubmissionMachine, { input: { values: { ...validValues, website: '' }, holdForMinimum: false } }).start();
    const outcome = alone.getSnapshot().output;
    expect(outcome?.kind).toBe('failed');
    expect(reasonText(outcome)).toBe('Unknown error');
  });

  it('a submission while another is on its way is refused as throttled, even past 30 s; the first still ends as sent', () => {
    const clock = new SimulatedClock();
    const system = startedSystem(clock);
    openForm(system);
    fillAndSubmit(system, validValues);
    clock.increment(30_000);
    expect(senderOf(system.getSnapshot()).value).toEqual({ throttle: 'open', delivery: 'sending' });
    expect(submitFromOutside(system, 'quote-1', validValues)()).toEqual({ kind: 'throttled' });
    expect(log.sends).toHaveLength(1);
    providerAnswers(system, { status: 200, text: 'OK' });
    expect(log.announced).toEqual([{ kind: 'sent' }]);
    expect(formOf(system.getSnapshot())!.value).toBe('editing');
  });

  it('a form closed while its message is on its way: the message still goes out, its answer reaches nobody, the throttle holds', () => {
    const clock = new SimulatedClock();
    const system = startedSystem(clock);
    openForm(system);
    fillAndSubmit(system, validValues);
    system.send({ type: 'CHILD.STOP', id: formId });
    expect(formOf(system.getSnapshot())).toBeUndefined();
    providerAnswers(system, { status: 200, text: 'OK' });
    expect(log.sends).toHaveLength(1);
    expect(log.announced, 'the closed form announces nothing').toEqual([]);
    expect(senderOf(system.getSnapshot()).value).toEqual({ throttle: 'closed', delivery: 'idle' });
    // the visitor comes back to the contact page in the same page load: a new form, the same sender
    openForm(system);
    clock.increment(29_999);
    fillAndSubmit(system, validValues);
    expect(log.announced).toEqual([{ kind: 'throttled' }]);
  });

  it('the throttle window is 30 000 ms: 29 999 ms after a submission it still refuses, at 30 000 it sends', () => {
    const clock = new SimulatedClock();
    const system = startedSystem(clock);
    openForm(system);
    fillAndSubmit(system, spamValues);
    clock.increment(29_999);
    fillAndSubmit(system, spamValues);
    clock.increment(1);
    fillAndSubmit(system, validValues);
    expect(log.announced.map((outcome) => outcome.kind)).toEqual(['spam', 'throttled']);
    expect(senderOf(system.getSnapshot()).value).toEqual({ throttle: 'closed', delivery: 'sending' });
  });
});

describe('lead system coverage', () => {
  it('the models and the details together visit every state node and take every transition of the root, sender, submission and form', () => {
    expect(combinedCoverage(formSuite.coverage(), configuredSuite.coverage(), unconfiguredSuite.coverage(), details.report())).toEqual({
      unvisitedStates: [],
      untakenTransitions: [],
    });
  });
});

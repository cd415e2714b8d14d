import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, type SnapshotFrom, SimulatedClock, createActor } from 'xstate';
import type { QuickQuoteValues } from '../../src/business/quickQuote';
import { quoteTemplateParams } from '../../src/contact/quoteParams';
import { quickQuoteMachine, quickQuoteMissing, quickQuoteStepOf } from '../../src/machines/quickQuote';
import { combinedCoverage } from '../support/callbackStub';
import { type RealRunContext, systemCoverage } from '../support/modelTest';
import type { LeadSettled } from '../../src/machines/leadSubmission';
import { type LeadSystem, broken, childOf, createLeadSystem, expectSettled, leadFormSuite, log as systemLog, outboxStores, performSending, providerAnswers, reopenThrottle, startChild } from './leadSystem.harness';
import { type QuickQuoteModelEvent, parseQuickQuoteState, quickQuoteModelInput, quickQuoteTestModel } from './quickQuote.model';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** What the visitor types for each model event. */
const typed = quickQuoteModelInput;

/**
 * The quick quote runs as a child of the page's lead system (tests/model/leadSystem.harness.ts):
 * the real root, sender and leadSubmission, the provider and the outbox as stubs the model's
 * events settle (SEND_SUCCEEDS: status 200; SEND_FAILS: the provider refuses, 403; SEND_BREAKS:
 * the send breaks without an answer), time by SimulatedClock.
 */
const quoteId = 'quote';

let log: {
  emitted: LeadSettled[];
  focus: number[];
  /** How often focus was given back to the send button after a failure. */
  restored: number;
  emittedBeforeStep: number;
  /** How the last send failed: the provider's refusal, or the send breaking. */
  lastFailure?: 'refused' | 'broke';
};

/** The wizard with the view's effect logged. */
const loggedQuote = () =>
  quickQuoteMachine.provide({ actions: { focusStep: (_, { step }) => void log.focus.push(step), restoreFocus: () => void log.restored++ } });

type Run = RealRunContext<LeadSystem>;
type QuoteSnapshot = SnapshotFrom<typeof quickQuoteMachine>;

function openQuote(system: AnyActorRef) {
  log = { emitted: [], focus: [], restored: 0, emittedBeforeStep: 0 };
  startChild(system, quoteId, loggedQuote());
  childOf(system, quoteId)!.on('*', (emitted: LeadSettled) => void log.emitted.push(emitted));
}
const quoteOf = (system: AnyActorRef) => childOf(system, quoteId)!.getSnapshot() as QuoteSnapshot;

function execute(event: QuickQuoteModelEvent, { actor, clock }: Run) {
  log.emittedBeforeStep = log.emitted.length;
  const quote = childOf(actor, quoteId)!;
  const change = (field: keyof QuickQuoteValues, value: string) => quote.send({ type: 'QUOTE.CHANGE', field, value });
  const sending = quoteOf(actor).matches('sending');
  switch (event.type) {
    case 'TYPE_NAME':
      return change('name', typed.name);
    case 'TYPE_INVALID_EMAIL':
      return change('email', typed.invalidEmail);
    case 'TYPE_VALID_EMAIL':
      return change('email', typed.validEmail);
    case 'CHOOSE_SERVICE':
      return change('service', typed.service);
    case 'CHOOSE_BUDGET':
      return change('budget', typed.budget);
    case 'FILL_OPTIONAL':
      change('company', typed.company);
      change('timeline', typed.timeline);
      return change('message', typed.message);
    case 'NEXT':
      return quote.send({ type: 'QUOTE.NEXT' });
    case 'BACK':
      return quote.send({ type: 'QUOTE.BACK' });
    case 'SUBMIT':
      // a path that sends again waits out the page's 30 s throttle first, as a visitor would have to
      if (!sending) reopenThrottle(actor, clock);
      return quote.send({ type: 'QUOTE.SUBMIT' });
    default:
      log.lastFailure = performSending(actor, clock, event) ?? log.lastFailure;
  }
}

// every model state has the same assertion, read from its key
const suite = leadFormSuite(quickQuoteTestModel, { form: quickQuoteMachine, open: openQuote, execute, assert: assertState });

function assertState(key: string, system: AnyActorRef) {
  const snapshot = quoteOf(system);
  const expected = parseQuickQuoteState(key);
  const { values } = snapshot.context;
  const sending = expected.flow.startsWith('sending.');

  // step and buttons
  expect(quickQuoteStepOf(snapshot)).toBe(sending ? 3 : Number(expected.flow.replace('step', '')));
  expect(snapshot.matches('sending')).toBe(sending);
  const stepValid =
    (expected.flow === 'step1' && expected.name === 'filled' && expected.email === 'valid') ||
    (expected.flow === 'step2' && expected.service === 'chosen' && expected.budget === 'chosen');
  expect(snapshot.can({ type: 'QUOTE.NEXT' }), 'next is enabled only when the step is valid').toBe(stepValid);
  expect(snapshot.can({ type: 'QUOTE.BACK' }), 'back is hidden on step 1').toBe(expected.flow === 'step2' || expected.flow === 'step3');
  expect(snapshot.can({ type: 'QUOTE.SUBMIT' })).toBe(expected.flow === 'step3');
  // what the view names beside a disabled Next: the step's required fields still missing, in order
  const missing =
    expected.flow === 'step1'
      ? [expected.name === 'filled' ? null : 'nameRequired', { empty: 'emailRequired', invalid: 'emailInvalid', valid: null }[expected.email]]
      : expected.flow === 'step2'
        ? [expected.service === 'chosen' ? null : 'serviceRequired', expected.budget === 'chosen' ? null : 'budgetRequired']
        : [];
  expect(quickQuoteMissing(snapshot), 'what the step still needs').toEqual(missing.filter(Boolean));

  // every value as the visitor left it
  expect(values).toEqual({
    name: expected.name === 'filled' ? typed.name : '',
    email: { empty: '', invalid: typed.invalidEmail, valid: typed.validEmail }[expected.email],
    service: expected.service === 'chosen' ? typed.service : '',
    budget: expected.budget === 'chosen' ? typed.budget : '',
    company: expected.extras === 'filled' ? typed.company : '',
    timeline: expected.extras === 'filled' ? typed.timeline : '',
    message: expected.extras === 'filled' ? typed.message : '',
  });

  // sending: the sender got the values once per submission; it ends only when both the sender and the 2 s are done
  if (sending) {
    expect(systemLog.sends.at(-1), 'the provider gets the quote').toEqual(quoteTemplateParams(values));
    expect((snapshot.children.submission!.getSnapshot() as { value: unknown }).value).toEqual({
      delivery: expected.flow.endsWith('WaitingForTime') ? 'reported' : 'waiting',
      minimumTime: expected.flow.endsWith('timeUpWaitingForSender') ? 'elapsed' : 'running',
    });
  }

  // the toast of this step: exactly one outcome per ended sending, none otherwise
  const fresh = log.emitted.slice(log.emittedBeforeStep);
  const cause = expectSettled(log.emitted, fresh, { toast: expected.toast, lastFailure: log.lastFailure });
  expect(log.restored, 'focus back to the send button after every failure, once').toBe(log.emitted.filter((event) => event.outcome.kind !== 'sent').length);
  if (expected.toast === 'sent') {
    expect(snapshot.context.lastOutcome).toEqual({ kind: 'sent' });
    expect(log.focus.at(-1), 'focus on the step 1 heading').toBe(1);
  }
  if (expected.toast === 'failed') expect(snapshot.context.lastOutcome).toEqual(cause);
}

describe('quick quote in the lead system, driven by its test model', () => {
  it('has an assertion for every model state', () => expect(suite.statesWithoutAssertion()).toEqual([]));
  for (const path of suite.paths) it(path.description, path.run);
});

const details = systemCoverage(createLeadSystem(), [quickQuoteMachine]);

describe('quick quote sending, details the model leaves out', () => {
  const complete: QuickQuoteValues = {
    name: 'Anna Schmidt',
    email: 'anna@example.de',
    company: '',
    service: 'all',
    budget: 'over-25k',
    timeline: '',
    message: '',
  };
  /** A wizard on step 3 with `values` filled in, in a lead system on a simulated clock. */
  function quoteOnStep3(configured = true, values = complete) {
    const clock = new SimulatedClock();
    const system = createActor(createLeadSystem(), { clock, input: { configured }, inspect: details.inspect }).start();
    details.recordRoot(system.getSnapshot());
    openQuote(system);
    const quote = childOf(system, quoteId)!;
    for (const field of ['name', 'email', 'service', 'budget', 'message'] as const) {
      if (field === 'service' || field === 'message') quote.send({ type: 'QUOTE.NEXT' });
      quote.send({ type: 'QUOTE.CHANGE', field, value: values[field] } as Parameters<typeof quote.send>[0]);
    }
    expect(quickQuoteStepOf(quoteOf(system))).toBe(3);
    const submit = () => quote.send({ type: 'QUOTE.SUBMIT' });
    return { system, clock, submit };
  }

  it('outside a lead system, nothing can count as sent: the quote fails after its 2 s and every value is kept', () => {
    const clock = new SimulatedClock();
    const actor = createActor(quickQuoteMachine, { clock }).start();
    const emitted: LeadSettled[] = [];
    actor.on('*', (event) => void emitted.push(event as LeadSettled));
    const send = (event: Parameters<typeof actor.send>[0]) => actor.send(event);
    send({ type: 'QUOTE.CHANGE', field: 'name', value: complete.name });
    send({ type: 'QUOTE.CHANGE', field: 'email', value: complete.email });
    send({ type: 'QUOTE.NEXT' });
    send({ type: 'QUOTE.CHANGE', field: 'service', value: complete.service });
    send({ type: 'QUOTE.CHANGE', field: 'budget', value: complete.budget });
    send({ type: 'QUOTE.NEXT' });
    send({ type: 'QUOTE.SUBMIT' });
    clock.increment(2000);
    expect(actor.getSnapshot().matches({ editing: 'step3' })).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual(complete);
    expect(emitted).toEqual([{ type: 'LEAD.SETTLED', outcome: broken }]);
  });

  it('a build without mail configuration never reaches success: its sender reports a failure', () => {
    const { system, clock, submit } = quoteOnStep3(false);
    submit();
    clock.increment(2000);
    expect(log.emitted.map((event) => event.outcome.kind)).toEqual(['failed']);
    expect(systemLog.sends).toEqual([]);
    expect(quoteOf(system).context.values).toEqual(complete);
  });

  it('a sender outcome other than sent is a failure with that cause: spam, throttled, queued', () => {
    const spam = quoteOnStep3(true, { ...complete, message: 'Cheap casino offers' });
    spam.submit();
    spam.clock.increment(2000);
    expect(log.emitted).toEqual([{ type: 'LEAD.SETTLED', outcome: { kind: 'spam' } }]);

    spam.clock.increment(1000);
    spam.submit();
    spam.clock.increment(2000);
    expect(log.emitted.at(-1), 'within 30 s of the last submission').toEqual({ type: 'LEAD.SETTLED', outcome: { kind: 'throttled' } });

    const offline = quoteOnStep3();
    offline.submit();
    providerAnswers(offline.system, { status: 0, text: 'Network Error' });
    outboxStores(offline.system, true);
    offline.clock.increment(2000);
    expect(log.emitted, 'saved for later is not sent').toEqual([{ type: 'LEAD.SETTLED', outcome: { kind: 'queued', backgroundSync: true } }]);
    expect(quoteOf(offline.system).context.lastOutcome).toEqual({ kind: 'queued', backgroundSync: true });
    expect(quoteOf(offline.system).context.values).toEqual(complete);
  });

  it('a quote closed while it is on its way: the sender still sends it, the answer reaches nobody', () => {
    const { system, clock, submit } = quoteOnStep3();
    submit();
    system.send({ type: 'CHILD.STOP', id: quoteId });
    providerAnswers(system, { status: 200, text: 'OK' });
    clock.increment(2000);
    expect(systemLog.sends).toHaveLength(1);
    expect(log.emitted).toEqual([]);
  });

  it('refuses fields of another step, unknown options and events while sending; caps the message at 2000 characters', () => {
    const actor = createActor(quickQuoteMachine).start();
    actor.send({ type: 'QUOTE.CHANGE', field: 'service', value: 'seo-website' });
    expect(actor.getSnapshot().context.values.service).toBe('');
    actor.send({ type: 'QUOTE.CHANGE', field: 'name', value: 'Anna' });
    actor.send({ type: 'QUOTE.CHANGE', field: 'email', value: 'anna@example.de' });
    actor.send({ type: 'QUOTE.NEXT' });
    actor.send({ type: 'QUOTE.CHANGE', field: 'name', value: '' });
    expect(actor.getSnapshot().context.values.name, 'step 1 values cannot change from step 2').toBe('Anna');
    actor.send({ type: 'QUOTE.CHANGE', field: 'budget', value: 'a million' as 'over-25k' });
    expect(actor.getSnapshot().context.values.budget).toBe('');
    actor.send({ type: 'QUOTE.CHANGE', field: 'service', value: 'google-ads' });
    actor.send({ type: 'QUOTE.CHANGE', field: 'budget', value: 'under-5k' });
    actor.send({ type: 'QUOTE.NEXT' });
    actor.send({ type: 'QUOTE.CHANGE', field: 'message', value: 'x'.repeat(2500) });
    expect(actor.getSnapshot().context.values.message).toHaveLength(2000);
    actor.send({ type: 'QUOTE.CHANGE', field: 'timeline', value: '' });
    expect(actor.getSnapshot().context.values.timeline).toBe('');
    actor.send({ type: 'QUOTE.SUBMIT' });
    actor.send({ type: 'QUOTE.CHANGE', field: 'message', value: 'changed while sending' });
    actor.send({ type: 'QUOTE.BACK' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    expect(actor.getSnapshot().context.values.message).toHaveLength(2000);
  });
});

describe('quick quote coverage', () => {
  it('the model paths and the details together visit every state node and take every transition of the root and the wizard (the shared submission: tests/model/leadSystem.test.ts)', () => {
    expect(combinedCoverage(suite.coverage(), details.report())).toEqual({ unvisitedStates: [], untakenTransitions: [] });
  });
});

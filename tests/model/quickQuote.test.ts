import { describe, expect, it } from 'vitest';
import { type SnapshotFrom, SimulatedClock, assign, createActor, createMachine, fromPromise } from 'xstate';
import type { QuickQuoteValues } from '../../src/business/quickQuote';
import type { SendOutcome } from '../../src/machines/contactSender';
import { type QuickQuoteEmitted, quickQuoteMachine, quickQuoteStepOf } from '../../src/machines/quickQuote';
import { describeModelSuite } from '../support/describeModelSuite';
import { createModelBasedSuite, generateModelPaths } from '../support/modelTest';
import { type QuickQuoteModelEvent, parseQuickQuoteState, quickQuoteModelInput, quickQuoteTestModel } from './quickQuote.model';

/** What the visitor types for each model event. */
const typed = quickQuoteModelInput;

/**
 * The page's sender as a stub that the test settles at once: a tiny machine
 * that the wizard invokes in place of the promise actor the view provides. It
 * finishes with the outcome (like a resolved promise) or fails (like a rejected
 * one), synchronously, so each model step can be checked right after it.
 */
const senderStub = createMachine({
  types: {} as {
    context: { outcome: SendOutcome | null };
    events: { type: 'ANSWER'; outcome: SendOutcome } | { type: 'BREAK' };
    input: QuickQuoteValues;
    output: SendOutcome | null;
  },
  context: ({ input }) => {
    log.sent.push(input);
    return { outcome: null };
  },
  initial: 'pending',
  states: {
    pending: {
      on: {
        ANSWER: { target: 'answered', actions: assign({ outcome: ({ event }) => event.outcome }) },
        BREAK: {
          actions: () => {
            throw new Error('sender broke');
          },
        },
      },
    },
    answered: { type: 'final' },
  },
  output: ({ context }) => context.outcome,
});

let log: {
  sent: QuickQuoteValues[];
  emitted: QuickQuoteEmitted[];
  focus: number[];
  emittedBeforeStep: number;
  /** How the last send failed: the sender's refusal, or the send breaking. */
  lastFailure?: 'refused' | 'broke';
};

const createReal = () => {
  log = { sent: [], emitted: [], focus: [], emittedBeforeStep: 0 };
  return quickQuoteMachine.provide({
    actors: { sendQuote: senderStub as unknown as SendQuoteLogic },
    actions: { focusStep: (_, { step }) => void log.focus.push(step) },
  });
};
type Real = ReturnType<typeof createReal>;
/** The type of the send actor the view provides. */
type SendQuoteLogic = ReturnType<typeof fromPromise<SendOutcome, QuickQuoteValues>>;

/** The actors whose emitted events are logged. */
const listening = new WeakSet<object>();

/** The last outcome the sender stub answers with when the model says the send fails (a refusal by the provider). */
const refusal: SendOutcome = { kind: 'failed', reason: 'Forbidden' };

const suite = createModelBasedSuite({
  testModel: quickQuoteTestModel,
  createReal,
  execute: (event: QuickQuoteModelEvent, { actor, clock }) => {
    log.emittedBeforeStep = log.emitted.length;
    if (!listening.has(actor)) {
      listening.add(actor);
      actor.on('*', (emitted) => void log.emitted.push(emitted as QuickQuoteEmitted));
    }
    const change = (field: keyof QuickQuoteValues, value: string) =>
      actor.send({ type: 'QUOTE.CHANGE', field, value } as Parameters<typeof actor.send>[0]);
    const sender = () => actor.getSnapshot().children.sendQuote as { send: (event: unknown) => void } | undefined;
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
        return actor.send({ type: 'QUOTE.NEXT' });
      case 'BACK':
        return actor.send({ type: 'QUOTE.BACK' });
      case 'SUBMIT':
        return actor.send({ type: 'QUOTE.SUBMIT' });
      case 'SEND_SUCCEEDS':
        return sender()?.send({ type: 'ANSWER', outcome: { kind: 'sent' } });
      case 'SEND_FAILS':
        if (sender()) log.lastFailure = 'refused';
        return sender()?.send({ type: 'ANSWER', outcome: refusal });
      case 'SEND_BREAKS':
        if (sender()) log.lastFailure = 'broke';
        return sender()?.send({ type: 'BREAK' });
      case 'TWO_SECONDS_PASS':
        return clock.increment(2000);
    }
  },
  // every model state has the same assertion, read from its key
  states: Object.fromEntries(
    [...new Set(generateModelPaths(quickQuoteTestModel).flatMap((path) => [path.initialState, ...path.steps.map((step) => step.state)]))].map(
      (key) => [key, (snapshot: SnapshotFrom<Real>) => assertState(key, snapshot)],
    ),
  ),
});

function assertState(key: string, snapshot: SnapshotFrom<Real>) {
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
    expect(log.sent.at(-1), 'the sender gets the values').toEqual(values);
    expect(snapshot.value).toEqual({
      sending: {
        delivery: expected.flow.endsWith('WaitingForTime') ? 'settled' : 'waiting',
        minimumTime: expected.flow.endsWith('timeUpWaitingForSender') ? 'elapsed' : 'running',
      },
    });
  }

  // the toast of this step: exactly one outcome per ended sending, none otherwise
  const fresh = log.emitted.slice(log.emittedBeforeStep);
  switch (expected.toast) {
    case 'none':
      expect(fresh).toEqual([]);
      break;
    case 'sent':
      expect(fresh).toEqual([{ type: 'QUOTE.SENT' }]);
      expect(snapshot.context.lastOutcome).toEqual({ kind: 'sent' });
      expect(log.focus.at(-1), 'focus on the step 1 heading').toBe(1);
      break;
    case 'failed': {
      const cause = log.lastFailure === 'refused' ? refusal : { kind: 'error', error: new Error('sender broke') };
      expect(fresh).toEqual([{ type: 'QUOTE.FAILED', cause }]);
      expect(snapshot.context.lastOutcome).toEqual({ kind: 'failed', cause });
      break;
    }
  }
  // no success without the sender saying so
  const sentCount = log.emitted.filter((emitted) => emitted.type === 'QUOTE.SENT').length;
  expect(sentCount).toBeLessThanOrEqual(log.sent.length);
}

describeModelSuite('quick quote machine, driven by its test model', suite);

describe('quick quote sending, with the promise actor the view provides', () => {
  const complete: QuickQuoteValues = {
    name: 'Anna Schmidt',
    email: 'anna@example.de',
    company: '',
    service: 'all',
    budget: 'over-25k',
    timeline: '',
    message: '',
  };

  /** A wizard on step 3 with `complete` filled in, on a simulated clock, logging what it emits. */
  function wizardOnStep3(machine = quickQuoteMachine) {
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock }).start();
    const emitted: QuickQuoteEmitted[] = [];
    actor.on('*', (event) => void emitted.push(event as QuickQuoteEmitted));
    for (const field of ['name', 'email', 'service', 'budget'] as const) {
      if (field === 'service') actor.send({ type: 'QUOTE.NEXT' });
      actor.send({ type: 'QUOTE.CHANGE', field, value: complete[field] } as Parameters<typeof actor.send>[0]);
    }
    actor.send({ type: 'QUOTE.NEXT' });
    expect(quickQuoteStepOf(actor.getSnapshot())).toBe(3);
    return { actor, clock, emitted };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const withSender = (send: (values: QuickQuoteValues) => Promise<SendOutcome>) =>
    quickQuoteMachine.provide({ actors: { sendQuote: fromPromise(({ input }) => send(input)) } });

  it('without a provided sender, nothing can count as sent: the default actor rejects and every value is kept', async () => {
    const { actor, clock, emitted } = wizardOnStep3();
    actor.send({ type: 'QUOTE.SUBMIT' });
    await settle();
    clock.increment(2000);
    expect(quickQuoteStepOf(actor.getSnapshot())).toBe(3);
    expect(actor.getSnapshot().matches({ editing: 'step3' })).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual(complete);
    expect(emitted).toEqual([{ type: 'QUOTE.FAILED', cause: { kind: 'error', error: new Error('sendQuote not provided') } }]);
  });

  it('a build without mail configuration never reaches success: its sender reports a failure', async () => {
    const { actor, clock, emitted } = wizardOnStep3(withSender(async () => ({ kind: 'failed', reason: 'The mail service is not configured.' })));
    actor.send({ type: 'QUOTE.SUBMIT' });
    await settle();
    clock.increment(2000);
    expect(emitted.map((event) => event.type)).toEqual(['QUOTE.FAILED']);
    expect(actor.getSnapshot().context.values).toEqual(complete);
  });

  it.each<SendOutcome>([{ kind: 'throttled' }, { kind: 'spam' }, { kind: 'queued', backgroundSync: true }])(
    'a sender outcome other than sent is a failure with that cause: %j',
    async (outcome) => {
      const { actor, clock, emitted } = wizardOnStep3(withSender(async () => outcome));
      actor.send({ type: 'QUOTE.SUBMIT' });
      await settle();
      clock.increment(2000);
      expect(emitted).toEqual([{ type: 'QUOTE.FAILED', cause: outcome }]);
      expect(actor.getSnapshot().context.lastOutcome).toEqual({ kind: 'failed', cause: outcome });
      expect(actor.getSnapshot().context.values).toEqual(complete);
    },
  );

  it('sending lasts at least 2 s after a quick answer, and as long as a slow sender takes', async () => {
    let answer: (outcome: SendOutcome) => void = () => {};
    const sent: QuickQuoteValues[] = [];
    const { actor, clock, emitted } = wizardOnStep3(
      withSender((values) => {
        sent.push(values);
        return new Promise((resolve) => (answer = resolve));
      }),
    );
    actor.send({ type: 'QUOTE.SUBMIT' });
    expect(sent).toEqual([complete]);
    clock.increment(5000);
    expect(actor.getSnapshot().matches('sending'), 'still waiting for the sender after 5 s').toBe(true);
    answer({ kind: 'sent' });
    await settle();
    expect(emitted).toEqual([{ type: 'QUOTE.SENT' }]);
    expect(quickQuoteStepOf(actor.getSnapshot())).toBe(1);
    expect(actor.getSnapshot().context.values).toEqual({ name: '', email: '', company: '', service: '', budget: '', timeline: '', message: '' });

    // a second quote, answered at once, still shows sending for 2 s
    const second = wizardOnStep3(withSender(async () => ({ kind: 'sent' })));
    second.actor.send({ type: 'QUOTE.SUBMIT' });
    await settle();
    second.clock.increment(1999);
    expect(second.actor.getSnapshot().matches('sending')).toBe(true);
    expect(second.emitted).toEqual([]);
    second.clock.increment(1);
    expect(second.emitted).toEqual([{ type: 'QUOTE.SENT' }]);
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

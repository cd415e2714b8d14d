import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { type ContactFormValues } from '../../src/contact/formValues';
import { toTemplateParams } from '../../src/contact/templateParams';
import { type SendOutcome, contactSenderMachine } from '../../src/machines/contactSender';
import { type RealRunContext, createModelBasedSuite } from '../support/modelTest';
import {
  type ProviderStatus,
  type SenderModelEvent,
  allSenderStateKeys,
  parseSenderState,
  senderTestModel,
  unconfiguredSenderTestModel,
} from './contactSender.model';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const validValues: ContactFormValues = {
  name: 'Anna Schmidt',
  email: 'anna@example.de',
  company: '',
  subject: 'New website',
  message: 'We need a new website for our bakery.',
  website: '',
};
const spamValues: ContactFormValues = { ...validValues, message: 'Cheap casino offers at https://spam.example' };

/** What the machine did during one path. */
let log: { reports: SendOutcome[]; sends: unknown[]; queued: unknown[]; submits: number; lastStatus?: ProviderStatus };

const createReal = () => {
  log = { reports: [], sends: [], queued: [], submits: 0 };
  return contactSenderMachine.provide({
    actions: {
      report: (_, outcome) => void log.reports.push(outcome),
      startSend: (_, params) => void log.sends.push(params),
      startQueue: (_, params) => void log.queued.push(params),
    },
  });
};

function execute(event: SenderModelEvent, { actor, clock }: RealRunContext<ReturnType<typeof createReal>>) {
  switch (event.type) {
    case 'SUBMIT_VALID':
    case 'SUBMIT_SPAM':
      log.submits++;
      return actor.send({ type: 'SENDER.SUBMIT', values: event.type === 'SUBMIT_VALID' ? validValues : spamValues });
    case 'PROVIDER_ANSWERS':
      log.lastStatus = event.status;
      return actor.send({ type: 'SENDER.ANSWERED', answer: { status: event.status, text: event.status === 500 ? 'Internal Server Error' : 'OK' } });
    case 'CONNECTION_FAILS':
    case 'CONNECTION_FAILS_NO_STORAGE':
      actor.send({ type: 'SENDER.ANSWERED', answer: { status: 0, text: 'Network Error' } });
      return actor.send(event.type === 'CONNECTION_FAILS' ? { type: 'SENDER.QUEUED', backgroundSync: true } : { type: 'SENDER.QUEUE_FAILED' });
    case 'THIRTY_SECONDS_PASS':
      return clock.increment(30_000);
  }
}

const reasonText = (outcome: SendOutcome | undefined) =>
  outcome?.kind === 'failed' ? (typeof outcome.reason === 'string' ? outcome.reason : i18n._(outcome.reason)) : undefined;

const expectedRefusal: Record<number, string> = {
  201: 'OK',
  403: 'Forbidden',
  429: 'Too Many Requests',
  451: 'Unavailable For Headless Browser',
  500: 'Internal Server Error',
};

function assertState(key: string) {
  const expected = parseSenderState(key);
  return (snapshot: ReturnType<ReturnType<typeof createActor<ReturnType<typeof createReal>>>['getSnapshot']>) => {
    expect(snapshot.value).toEqual({ throttle: expected.window, delivery: expected.delivery });
    if (expected.delivery === 'sending') {
      expect(log.reports.length, 'no answer while the message is in flight').toBe(log.submits - 1);
      expect(log.sends.at(-1), 'the template parameters go to the provider').toMatchObject({ from_email: 'anna@example.de' });
      return;
    }
    expect(log.reports.length, 'every finished submission got exactly one answer').toBe(log.submits);
    const last = log.reports.at(-1);
    switch (expected.report) {
      case 'none':
        return expect(last).toBeUndefined();
      case 'refused':
        expect(last?.kind).toBe('failed');
        return expect(reasonText(last)).toBe(expectedRefusal[log.lastStatus!]);
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

const states = Object.fromEntries(allSenderStateKeys().map((key) => [key, assertState(key)]));

const configuredSuite = createModelBasedSuite({
  testModel: senderTestModel,
  createReal,
  input: { configured: true },
  execute,
  states,
});
const unconfiguredSuite = createModelBasedSuite({
  testModel: unconfiguredSenderTestModel,
  createReal,
  input: { configured: false },
  execute,
  states,
});

describe('contact sender machine, driven by its test model (configured build)', () => {
  it('has an assertion for every model state', () => expect(configuredSuite.statesWithoutAssertion()).toEqual([]));
  for (const path of configuredSuite.paths) it(path.description, path.run);
});

describe('contact sender machine, driven by its test model (default build without keys)', () => {
  it('has an assertion for every model state', () => expect(unconfiguredSuite.statesWithoutAssertion()).toEqual([]));
  for (const path of unconfiguredSuite.paths) it(path.description, path.run);
});

describe('contact sender machine coverage', () => {
  it('the two builds together visit every state node and take every transition', () => {
    const configured = configuredSuite.coverage();
    const unconfigured = unconfiguredSuite.coverage();
    expect({
      unvisitedStates: configured.unvisitedStates.filter((state) => unconfigured.unvisitedStates.includes(state)),
      untakenTransitions: configured.untakenTransitions.filter((transition) => unconfigured.untakenTransitions.includes(transition)),
    }).toEqual({ unvisitedStates: [], untakenTransitions: [] });
  });

  it('a send that breaks without an answer is reported as an unknown error, not as sent or queued', () => {
    const actor = createActor(createReal(), { input: { configured: true }, clock: new SimulatedClock() });
    actor.start();
    actor.send({ type: 'SENDER.SUBMIT', values: validValues });
    actor.send({ type: 'SENDER.ANSWERED', answer: { status: -1, text: '' } });
    expect(log.reports.map(reasonText)).toEqual(['Unknown error']);
    expect(log.queued).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ throttle: 'closed', delivery: 'idle' });
  });

  it('another form (the quick quote) sends its own template parameters, spam-checked on its values, under the same throttle', () => {
    const actor = createActor(createReal(), { input: { configured: true }, clock: new SimulatedClock() });
    actor.start();
    const params = { ...toTemplateParams(validValues), source: 'quick quote', budget: '5k-10k' };
    actor.send({ type: 'SENDER.SUBMIT', values: spamValues, params });
    expect(log.reports.map((report) => report.kind)).toEqual(['spam']);
    expect(log.sends).toEqual([]);
    actor.send({ type: 'SENDER.SUBMIT', values: validValues, params });
    expect(log.reports.map((report) => report.kind)).toEqual(['spam', 'throttled']);
    const fresh = createActor(createReal(), { input: { configured: true }, clock: new SimulatedClock() });
    fresh.start();
    fresh.send({ type: 'SENDER.SUBMIT', values: validValues, params });
    expect(log.sends).toEqual([params]);
  });

  it('the throttle window is 30 000 ms: 29 999 ms after a submission it still refuses, at 30 000 it sends', () => {
    const clock = new SimulatedClock();
    const actor = createActor(createReal(), { input: { configured: true }, clock });
    actor.start();
    actor.send({ type: 'SENDER.SUBMIT', values: spamValues });
    clock.increment(29_999);
    actor.send({ type: 'SENDER.SUBMIT', values: spamValues });
    clock.increment(1);
    actor.send({ type: 'SENDER.SUBMIT', values: validValues });
    expect(log.reports.map((report) => report.kind)).toEqual(['spam', 'throttled']);
    expect(actor.getSnapshot().matches({ delivery: 'sending' })).toBe(true);
  });
});

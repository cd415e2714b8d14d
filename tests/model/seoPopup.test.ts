import { describe, expect, it } from 'vitest';
import { type SnapshotFrom, SimulatedClock, createActor, fromPromise } from 'xstate';
import type { SendOutcome } from '../../src/machines/contactSender';
import {
  type SeoPopupEmitted,
  type SeoPopupSurroundings,
  SEO_POPUP_MINIMUM_SENDING_MS,
  SEO_POPUP_OPEN_DELAY_MS,
  SEO_POPUP_TRANSITION_THROTTLE_MS,
  seoPopupMachine,
  seoPopupShown,
} from '../../src/machines/seoPopup';
import { combinedCoverage } from '../support/callbackStub';
import { promiseStub } from '../support/promiseStub';
import { createModelBasedSuite, generateModelPaths } from '../support/modelTest';
import { type SeoPopupModelEvent, parseSeoPopupState, seoPopupDialogModel, seoPopupModelInput, seoPopupOpeningModel } from './seoPopup.model';

/** How far the test page scrolls (the view reports offsets and this largest offset). */
const MAX_Y = 10_000;
const typed = seoPopupModelInput;

/** The page's sender as a stub the test settles at once (tests/support/promiseStub.ts). */
const senderStub = promiseStub<SendOutcome, { email: string }>((input) => void log.sent.push(input.email));

/** What one run did: the page's scrolling, the effects the view would perform, what the machine emitted. */
let log: {
  y: number;
  furthest: number;
  surroundings: SeoPopupSurroundings;
  sent: string[];
  effects: string[];
  emitted: SeoPopupEmitted[];
  emittedBeforeStep: number;
  lastFailure?: 'refused' | 'broke';
  /** The visitor closed it (a button or Escape), not a send. */
  closedByVisitor: boolean;
};

const effect = (name: string) => () => void log.effects.push(name);
const createReal = () => {
  log = {
    y: 0,
    furthest: 0,
    surroundings: { screenReaderMode: false, otherDialogOpen: false, typingElsewhere: false },
    sent: [],
    effects: [],
    emitted: [],
    emittedBeforeStep: 0,
    closedByVisitor: false,
  };
  return seoPopupMachine.provide({
    actors: { sendRequest: senderStub as unknown as ReturnType<typeof fromPromise<SendOutcome, { email: string }>> },
    actions: {
      showDialog: effect('showDialog'),
      hideDialog: effect('hideDialog'),
      rememberFocus: effect('rememberFocus'),
      focusTab: effect('focusTab'),
      returnFocus: effect('returnFocus'),
    },
  });
};
type Real = ReturnType<typeof createReal>;
type RealActor = ReturnType<typeof createActor<Real>>;

const refusal: SendOutcome = { kind: 'failed', reason: 'Forbidden' };
const listening = new WeakSet<object>();

function scrollTo(actor: RealActor, y: number) {
  log.y = y;
  log.furthest = Math.max(log.furthest, y);
  actor.send({ type: 'POPUP.SCROLLED', y, maxY: MAX_Y });
}

function surround(actor: RealActor, change: Partial<SeoPopupSurroundings>) {
  log.surroundings = { ...log.surroundings, ...change };
  actor.send({ type: 'POPUP.SURROUNDINGS', ...log.surroundings });
}

function execute(event: SeoPopupModelEvent, { actor, clock }: { actor: RealActor; clock: SimulatedClock }) {
  log.emittedBeforeStep = log.emitted.length;
  if (!listening.has(actor)) {
    listening.add(actor);
    actor.on('*', (emitted) => void log.emitted.push(emitted as SeoPopupEmitted));
  }
  const sender = () => actor.getSnapshot().children.sendRequest as { send: (event: unknown) => void } | undefined;
  const shown = seoPopupShown(actor.getSnapshot());
  switch (event.type) {
    case 'SCROLL_PAST_LINE':
      // further down each time, so the furthest point is where the visitor is
      return scrollTo(actor, Math.max(log.furthest, typed.firstPastLine * MAX_Y) + 100);
    case 'SCROLL_UP_200':
      return scrollTo(actor, log.furthest - 200);
    case 'SCROLL_UP_FAR':
      return scrollTo(actor, log.furthest - 201);
    case 'SCROLL_ABOVE_LINE':
      return scrollTo(actor, typed.aboveLine * MAX_Y);
    case 'FIVE_SECONDS_PASS':
      return clock.increment(SEO_POPUP_OPEN_DELAY_MS);
    case 'OPENS':
      scrollTo(actor, typed.firstPastLine * MAX_Y);
      return clock.increment(SEO_POPUP_OPEN_DELAY_MS);
    case 'SCREEN_READER_ON':
      return surround(actor, { screenReaderMode: true });
    case 'SCREEN_READER_OFF':
      return surround(actor, { screenReaderMode: false });
    case 'OTHER_DIALOG_OPENS':
      return surround(actor, { otherDialogOpen: true });
    case 'OTHER_DIALOG_CLOSES':
      return surround(actor, { otherDialogOpen: false });
    case 'ESCAPE':
      // the view: the dialog's cancel event minimises, Escape on the tab closes
      if (shown === 'minimised' && actor.getSnapshot().can({ type: 'POPUP.CLOSE', src: 'escape' })) log.closedByVisitor = true;
      return actor.send(shown === 'open' ? { type: 'POPUP.MINIMISE', src: 'escape' } : { type: 'POPUP.CLOSE', src: 'escape' });
    case 'CLOSE_BUTTON':
      if (actor.getSnapshot().can({ type: 'POPUP.CLOSE', src: 'closeButton' })) log.closedByVisitor = true;
      return actor.send({ type: 'POPUP.CLOSE', src: 'closeButton' });
    case 'RESTORE':
      return actor.send({ type: 'POPUP.RESTORE' });
    case 'TOGGLE_BENEFITS':
      return actor.send({ type: 'POPUP.TOGGLE_BENEFITS' });
    case 'TWO_HUNDRED_MS_PASS':
      return clock.increment(SEO_POPUP_TRANSITION_THROTTLE_MS);
    case 'TYPE_EMAIL':
      return actor.send({ type: 'POPUP.CHANGE', value: typed.email });
    case 'SUBMIT':
      return actor.send({ type: 'POPUP.SUBMIT' });
    case 'SEND_SUCCEEDS':
      return sender()?.send({ type: 'RESOLVE', output: { kind: 'sent' } });
    case 'SEND_FAILS':
      if (sender()) log.lastFailure = 'refused';
      return sender()?.send({ type: 'RESOLVE', output: refusal });
    case 'SEND_BREAKS':
      if (sender()) log.lastFailure = 'broke';
      return sender()?.send({ type: 'REJECT' });
    case 'TWO_SECONDS_PASS':
      return clock.increment(SEO_POPUP_MINIMUM_SENDING_MS);
  }
}

function assertState(key: string, snapshot: SnapshotFrom<Real>) {
  const expected = parseSeoPopupState(key);
  const { context } = snapshot;

  // what the popup shows
  const view = expected.view.startsWith('open.') ? 'open' : expected.view;
  expect(seoPopupShown(snapshot)).toBe(view);
  if (view === 'open') expect(snapshot.matches({ view: { open: expected.view.slice('open.'.length) as 'compact' | 'expanded' } })).toBe(true);
  // the dialog is shown (showModal) exactly while it is open
  const shows = log.effects.filter((name) => name === 'showDialog').length;
  const hides = log.effects.filter((name) => name === 'hideDialog').length;
  expect(shows - hides, 'showModal() and close() alternate').toBe(view === 'open' ? 1 : 0);
  expect(context.dialogOpen).toBe(view === 'open');
  if (view === 'minimised') expect(log.effects.at(-1), 'the tab takes focus').toBe('focusTab');
  // focus goes back where it was when the visitor closes it (a send closes it too)
  if (view === 'dismissed') expect(log.effects).toContain('returnFocus');
  else expect(log.effects).not.toContain('returnFocus');
  if (shows > 0) expect(log.effects[0], 'the element with focus is remembered before it opens').toBe('rememberFocus');

  // the 200 ms throttle
  expect(snapshot.matches({ throttle: expected.throttle })).toBe(true);
  expect(context.cooling).toBe(expected.throttle === 'cooling');

  // the surroundings as the view reported them
  expect(context.surroundings.screenReaderMode).toBe(expected.blocker === 'screenReader');
  expect(context.surroundings.otherDialogOpen).toBe(expected.blocker === 'otherDialog');

  // the e-mail field: empty (said why after a refused submit) or typed; cleared after a send
  expect(context.email).toBe(expected.email === 'valid' ? typed.email : '');
  if (expected.email !== 'valid') expect(context.submitAttempted).toBe(expected.email === 'refused');

  // sending: both the sender and the 2 s must be done
  if (expected.sending === 'idle') expect(snapshot.matches({ form: 'editing' })).toBe(true);
  else {
    expect(log.sent.at(-1), 'the sender gets the address').toBe(typed.email);
    expect(snapshot.matches({ form: 'sending' })).toBe(true);
    expect(snapshot.matches({ form: { sending: { delivery: expected.sending.endsWith('WaitingForTime') ? 'settled' : 'waiting' } } })).toBe(true);
    expect(snapshot.matches({ form: { sending: { minimumTime: expected.sending === 'timeUpWaitingForSender' ? 'elapsed' : 'running' } } })).toBe(true);
  }

  // the toast of this step: exactly one per ended sending
  const fresh = log.emitted.slice(log.emittedBeforeStep);
  switch (expected.toast) {
    case 'none':
      expect(fresh).toEqual([]);
      break;
    case 'sent':
      expect(fresh).toEqual([{ type: 'POPUP.SENT' }]);
      break;
    case 'failed': {
      const cause = log.lastFailure === 'refused' ? refusal : { kind: 'error', error: new Error('the promise rejected') };
      expect(fresh).toEqual([{ type: 'POPUP.FAILED', cause }]);
      break;
    }
  }
  expect(log.emitted.filter((emitted) => emitted.type === 'POPUP.SENT').length, 'no success without a sent request').toBeLessThanOrEqual(log.sent.length);
}

function suiteOf(testModel: typeof seoPopupOpeningModel) {
  return createModelBasedSuite({
    testModel,
    createReal,
    input: { opensPast: typed.line },
    execute,
    states: Object.fromEntries(
      [...new Set(generateModelPaths(testModel).flatMap((path) => [path.initialState, ...path.steps.map((step) => step.state)]))].map((key) => [
        key,
        (snapshot: SnapshotFrom<Real>) => assertState(key, snapshot),
      ]),
    ),
  });
}

const suites = { opening: suiteOf(seoPopupOpeningModel), dialog: suiteOf(seoPopupDialogModel) };

for (const [name, suite] of Object.entries(suites)) {
  describe(`SEO popup machine, ${name}: driven by its test model`, () => {
    it('has an assertion for every model state', () => {
      expect(suite.statesWithoutAssertion()).toEqual([]);
    });
    for (const path of suite.paths) it(path.description, path.run);
  });
}

describe('SEO popup machine: both test models together', () => {
  it('visit every state node and take every transition of the real machine', () => {
    expect(combinedCoverage(suites.opening.coverage(), suites.dialog.coverage())).toEqual({ unvisitedStates: [], untakenTransitions: [] });
  });
});

describe('SEO popup machine: rules the models leave out', () => {
  function popup(machine = createReal(), input: { opensPast: number; dismissedEarlier?: boolean } = { opensPast: 0.6 }) {
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock, input }).start();
    const emitted: SeoPopupEmitted[] = [];
    actor.on('*', (event) => void emitted.push(event as SeoPopupEmitted));
    const openIt = () => {
      actor.send({ type: 'POPUP.SCROLLED', y: 7000, maxY: MAX_Y });
      clock.increment(SEO_POPUP_OPEN_DELAY_MS);
      clock.increment(SEO_POPUP_TRANSITION_THROTTLE_MS);
    };
    return { actor, clock, emitted, openIt };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const withSender = (send: (email: string) => Promise<SendOutcome>) =>
    seoPopupMachine.provide({ actors: { sendRequest: fromPromise(({ input }) => send(input.email)) } });

  it('opens 5 s after the line is passed, not a millisecond earlier, and not at exactly 60 %', () => {
    const { actor, clock } = popup();
    actor.send({ type: 'POPUP.SCROLLED', y: 6000, maxY: MAX_Y });
    clock.increment(SEO_POPUP_OPEN_DELAY_MS);
    expect(seoPopupShown(actor.getSnapshot())).toBe('beforeLine');
    actor.send({ type: 'POPUP.SCROLLED', y: 6001, maxY: MAX_Y });
    clock.increment(SEO_POPUP_OPEN_DELAY_MS - 1);
    expect(seoPopupShown(actor.getSnapshot())).toBe('armed');
    clock.increment(1);
    expect(seoPopupShown(actor.getSnapshot())).toBe('open');
  });

  it('never arms after a dismissal earlier in this page load', () => {
    const { actor, clock } = popup(createReal(), { opensPast: 0.6, dismissedEarlier: true });
    actor.send({ type: 'POPUP.SCROLLED', y: 9000, maxY: MAX_Y });
    clock.increment(SEO_POPUP_OPEN_DELAY_MS * 3);
    expect(seoPopupShown(actor.getSnapshot())).toBe('beforeLine');
  });

  it('does not open while the visitor is typing in a field elsewhere', () => {
    const { actor, clock } = popup();
    actor.send({ type: 'POPUP.SURROUNDINGS', screenReaderMode: false, otherDialogOpen: false, typingElsewhere: true });
    actor.send({ type: 'POPUP.SCROLLED', y: 7000, maxY: MAX_Y });
    clock.increment(SEO_POPUP_OPEN_DELAY_MS);
    expect(seoPopupShown(actor.getSnapshot())).toBe('cancelled');
  });

  it('follows a close the browser made on its own at once, even within the 200 ms', () => {
    const { actor, clock } = popup();
    actor.send({ type: 'POPUP.SCROLLED', y: 7000, maxY: MAX_Y });
    clock.increment(SEO_POPUP_OPEN_DELAY_MS);
    actor.send({ type: 'POPUP.MINIMISE', src: 'escape' });
    expect(seoPopupShown(actor.getSnapshot()), 'throttled').toBe('open');
    actor.send({ type: 'POPUP.MINIMISE', src: 'browser' });
    expect(seoPopupShown(actor.getSnapshot())).toBe('minimised');
  });

  it('an empty or malformed address is not sent; the submit only says why', () => {
    const sent: string[] = [];
    const { actor, openIt } = popup(withSender(async (email) => (sent.push(email), { kind: 'sent' })));
    openIt();
    actor.send({ type: 'POPUP.SUBMIT' });
    actor.send({ type: 'POPUP.CHANGE', value: 'anna@' });
    actor.send({ type: 'POPUP.SUBMIT' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.submitAttempted).toBe(true);
    expect(sent).toEqual([]);
  });

  it('without a provided sender, or in a build without mail configuration, nothing counts as sent and the address stays', async () => {
    for (const machine of [seoPopupMachine, withSender(async () => ({ kind: 'failed', reason: 'The mail service is not configured.' }))]) {
      const { actor, clock, emitted, openIt } = popup(machine as Real);
      openIt();
      actor.send({ type: 'POPUP.CHANGE', value: 'anna@example.de' });
      actor.send({ type: 'POPUP.SUBMIT' });
      await settle();
      clock.increment(SEO_POPUP_MINIMUM_SENDING_MS);
      expect(emitted.map((event) => event.type)).toEqual(['POPUP.FAILED']);
      expect(actor.getSnapshot().context.email).toBe('anna@example.de');
      expect(seoPopupShown(actor.getSnapshot())).toBe('open');
    }
  });

  it('sending lasts at least 2 s after a quick answer; then the field is cleared and the popup closed for good', async () => {
    const { actor, clock, emitted, openIt } = popup(withSender(async () => ({ kind: 'sent' })));
    openIt();
    actor.send({ type: 'POPUP.CHANGE', value: ' anna@example.de ' });
    actor.send({ type: 'POPUP.SUBMIT' });
    await settle();
    clock.increment(SEO_POPUP_MINIMUM_SENDING_MS - 1);
    expect(actor.getSnapshot().matches({ form: 'sending' })).toBe(true);
    expect(emitted).toEqual([]);
    clock.increment(1);
    expect(emitted).toEqual([{ type: 'POPUP.SENT' }]);
    expect(actor.getSnapshot().context.email).toBe('');
    expect(seoPopupShown(actor.getSnapshot())).toBe('dismissed');
    actor.send({ type: 'POPUP.SCROLLED', y: 3000, maxY: MAX_Y });
    actor.send({ type: 'POPUP.SCROLLED', y: 9000, maxY: MAX_Y });
    clock.increment(SEO_POPUP_OPEN_DELAY_MS * 2);
    expect(seoPopupShown(actor.getSnapshot()), 'never opens twice').toBe('dismissed');
  });
});

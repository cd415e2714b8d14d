import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, type SnapshotFrom, SimulatedClock, createActor } from 'xstate';
import { seoAuditTemplateParams } from '../../src/contact/seoAuditParams';
import type { LeadSettled } from '../../src/machines/leadSubmission';
import {
  type SeoPopupInput,
  type SeoPopupSurroundings,
  SEO_POPUP_OPEN_DELAY_MS,
  SEO_POPUP_TRANSITION_THROTTLE_MS,
  seoPopupEmailError,
  seoPopupMachine,
  seoPopupShown,
} from '../../src/machines/seoPopup';
import type { SeoPopupEvent } from '../../src/machines/seoPopup';
import { callbackStub, combinedCoverage } from '../support/callbackStub';
import { type RealRunContext, systemCoverage } from '../support/modelTest';
import { type LeadSystem, broken, childOf, createLeadSystem, expectSettled, leadFormSuite, log as systemLog, performSending, providerAnswers, reopenThrottle, startChild } from './leadSystem.harness';
import { type SeoPopupModelEvent, parseSeoPopupState, seoPopupDialogModel, seoPopupModelInput, seoPopupOpeningModel } from './seoPopup.model';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** How far the test page scrolls (the view reports offsets and this largest offset). */
const MAX_Y = 10_000;
const typed = seoPopupModelInput;

/**
 * The popup runs as a child of the page's lead system (tests/model/leadSystem.harness.ts): the
 * real root, sender and leadSubmission, the provider and the outbox as stubs the model's events
 * settle (SEND_SUCCEEDS: status 200; SEND_FAILS: the provider refuses, 403; SEND_BREAKS: the send
 * breaks without an answer), time by SimulatedClock.
 */
const popupId = 'popup';

/** What one run did: the page's scrolling, the effects the view would perform, what the machine emitted. */
let log: {
  y: number;
  furthest: number;
  surroundings: SeoPopupSurroundings;
  effects: string[];
  /** How often focus was given back to the send button after a failure. */
  restored: number;
  emitted: LeadSettled[];
  emittedBeforeStep: number;
  lastFailure?: 'refused' | 'broke';
  /** The visitor closed it (a button or Escape), not a send. */
  closedByVisitor: boolean;
};

const effect = (name: string) => () => void log.effects.push(name);
/** The popup with the view's effects logged; a fresh log. */
const loggedPopup = () => {
  log = {
    y: 0,
    furthest: 0,
    surroundings: { screenReaderMode: false, otherDialogOpen: false, typingElsewhere: false, narrowScreen: false },
    effects: [],
    restored: 0,
    emitted: [],
    emittedBeforeStep: 0,
    closedByVisitor: false,
  };
  return seoPopupMachine.provide({
    actions: {
      showDialog: effect('showDialog'),
      hideDialog: effect('hideDialog'),
      rememberFocus: effect('rememberFocus'),
      focusTab: effect('focusTab'),
      returnFocus: effect('returnFocus'),
      restoreFocus: () => void log.restored++,
    },
  });
};
type PopupSnapshot = SnapshotFrom<typeof seoPopupMachine>;

/** Opens the popup's machine in the system, as the services page does when the island mounts. */
function openPopup(system: AnyActorRef, input: SeoPopupInput = { opensPast: typed.line }) {
  startChild(system, popupId, loggedPopup(), input);
  childOf(system, popupId)!.on('*', (emitted: LeadSettled) => void log.emitted.push(emitted));
}
const popupOf = (system: AnyActorRef) => childOf(system, popupId)!;

function scrollTo(actor: AnyActorRef, y: number) {
  log.y = y;
  log.furthest = Math.max(log.furthest, y);
  actor.send({ type: 'POPUP.SCROLLED', y, maxY: MAX_Y });
}

function surround(actor: AnyActorRef, change: Partial<SeoPopupSurroundings>) {
  log.surroundings = { ...log.surroundings, ...change };
  actor.send({ type: 'POPUP.SURROUNDINGS', ...log.surroundings });
}

function execute(event: SeoPopupModelEvent, { actor: system, clock }: RealRunContext<LeadSystem>) {
  log.emittedBeforeStep = log.emitted.length;
  const actor = popupOf(system);
  const snapshot = actor.getSnapshot() as PopupSnapshot;
  const shown = seoPopupShown(snapshot);
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
    case 'ON_A_PHONE':
      return surround(actor, { narrowScreen: true });
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
      // a path that sends again waits out the page's 30 s throttle first, as the browser test does
      if (!snapshot.matches({ form: 'sending' }) && seoPopupEmailError(snapshot.context.email) === undefined) reopenThrottle(system, clock);
      return actor.send({ type: 'POPUP.SUBMIT' });
    default:
      log.lastFailure = performSending(system, clock, event) ?? log.lastFailure;
  }
}

function assertState(key: string, system: AnyActorRef) {
  const snapshot = popupOf(system).getSnapshot() as PopupSnapshot;
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
  // minimised by the visitor, the tab takes focus; shown by itself on a phone (never opened yet), focus stays where it was
  if (view === 'minimised' && shows > 0) expect(log.effects.at(-1), 'the tab takes focus').toBe('focusTab');
  if (view === 'minimised' && shows === 0) expect(log.effects, 'the compact bar takes no focus').toEqual(['rememberFocus']);
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
  expect(context.surroundings.narrowScreen).toBe(expected.screen === 'narrow');

  // the e-mail field: empty (said why after a refused submit) or typed; cleared after a send
  expect(context.email).toBe(expected.email === 'valid' ? typed.email : '');
  if (expected.email !== 'valid') expect(context.submitAttempted).toBe(expected.email === 'refused');

  // sending: both the sender and the 2 s must be done
  if (expected.sending === 'idle') expect(snapshot.matches({ form: 'editing' })).toBe(true);
  else {
    expect(systemLog.sends.at(-1), 'the provider gets the address as an SEO audit lead').toEqual(seoAuditTemplateParams(typed.email));
    expect(snapshot.matches({ form: 'sending' })).toBe(true);
    expect((snapshot.children.submission!.getSnapshot() as { value: unknown }).value).toEqual({
      delivery: expected.sending.endsWith('WaitingForTime') ? 'reported' : 'waiting',
      minimumTime: expected.sending === 'timeUpWaitingForSender' ? 'elapsed' : 'running',
    });
  }

  // the toast of this step: exactly one per ended sending
  const fresh = log.emitted.slice(log.emittedBeforeStep);
  expectSettled(log.emitted, fresh, { toast: expected.toast, lastFailure: log.lastFailure });
  expect(log.restored, 'focus back to the send button after every failure, once').toBe(log.emitted.filter((event) => event.outcome.kind !== 'sent').length);
}

function suiteOf(testModel: typeof seoPopupOpeningModel) {
  return leadFormSuite(testModel, { form: seoPopupMachine, open: (system) => openPopup(system), execute, assert: assertState });
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

const details = systemCoverage(createLeadSystem(), [seoPopupMachine]);

describe('SEO popup machine: rules the models leave out', () => {
  /** The popup in a lead system (configured or not) on a simulated clock. */
  function popup(input: SeoPopupInput = { opensPast: 0.6 }, configured = true) {
    const clock = new SimulatedClock();
    const system = createActor(createLeadSystem(), { clock, input: { configured }, inspect: details.inspect }).start();
    details.recordRoot(system.getSnapshot());
    openPopup(system, input);
    const actor = popupOf(system);
    const openIt = () => {
      actor.send({ type: 'POPUP.SCROLLED', y: 7000, maxY: MAX_Y });
      clock.increment(SEO_POPUP_OPEN_DELAY_MS);
      clock.increment(SEO_POPUP_TRANSITION_THROTTLE_MS);
    };
    return { system, actor, clock, emitted: log.emitted, openIt };
  }
  const shownOf = (actor: AnyActorRef) => seoPopupShown(actor.getSnapshot() as PopupSnapshot);

  it('opens 5 s after the line is passed, not a millisecond earlier, and not at exactly 60 %', () => {
    const { actor, clock } = popup();
    actor.send({ type: 'POPUP.SCROLLED', y: 6000, maxY: MAX_Y });
    clock.increment(SEO_POPUP_OPEN_DELAY_MS);
    expect(shownOf(actor)).toBe('beforeLine');
    actor.send({ type: 'POPUP.SCROLLED', y: 6001, maxY: MAX_Y });
    clock.increment(SEO_POPUP_OPEN_DELAY_MS - 1);
    expect(shownOf(actor)).toBe('armed');
    clock.increment(1);
    expect(shownOf(actor)).toBe('open');
  });

  it('never arms after a dismissal earlier in this page load', () => {
    const { actor, clock } = popup({ opensPast: 0.6, dismissedEarlier: true });
    actor.send({ type: 'POPUP.SCROLLED', y: 9000, maxY: MAX_Y });
    clock.increment(SEO_POPUP_OPEN_DELAY_MS * 3);
    expect(shownOf(actor)).toBe('beforeLine');
  });

  it('does not open while the visitor is typing in a field elsewhere', () => {
    const { actor, clock } = popup();
    actor.send({ type: 'POPUP.SURROUNDINGS', screenReaderMode: false, otherDialogOpen: false, typingElsewhere: true, narrowScreen: false });
    actor.send({ type: 'POPUP.SCROLLED', y: 7000, maxY: MAX_Y });
    clock.increment(SEO_POPUP_OPEN_DELAY_MS);
    expect(shownOf(actor)).toBe('cancelled');
  });

  it('hears the page through the watchers the view provides, from its start, and keeps only a change of the surroundings', () => {
    const surroundings = callbackStub<SeoPopupEvent>();
    const scroll = callbackStub<SeoPopupEvent>();
    const clock = new SimulatedClock();
    const watched = loggedPopup().provide({ actors: { watchSurroundings: surroundings.logic, watchScroll: scroll.logic } });
    const actor = createActor(watched, { clock, input: { opensPast: 0.6 } }).start();
    expect([surroundings.active, scroll.active], 'both watch from the start').toEqual([true, true]);
    const reported = { type: 'POPUP.SURROUNDINGS', screenReaderMode: false, otherDialogOpen: false, typingElsewhere: true, narrowScreen: false } as const;
    surroundings.emit(reported);
    const noted = actor.getSnapshot();
    surroundings.emit(reported); // focus moved within the page: the same surroundings again
    expect(actor.getSnapshot(), 'the same surroundings again change nothing').toBe(noted);
    scroll.emit({ type: 'POPUP.SCROLLED', y: 7000, maxY: MAX_Y });
    clock.increment(SEO_POPUP_OPEN_DELAY_MS);
    expect(seoPopupShown(actor.getSnapshot()), 'typing elsewhere').toBe('cancelled');
    actor.stop();
    expect([surroundings.active, scroll.active], 'both stop with the popup').toEqual([false, false]);
  });

  it('follows a close the browser made on its own at once, even within the 200 ms', () => {
    const { actor, clock } = popup();
    actor.send({ type: 'POPUP.SCROLLED', y: 7000, maxY: MAX_Y });
    clock.increment(SEO_POPUP_OPEN_DELAY_MS);
    actor.send({ type: 'POPUP.MINIMISE', src: 'escape' });
    expect(shownOf(actor), 'throttled').toBe('open');
    actor.send({ type: 'POPUP.MINIMISE', src: 'browser' });
    expect(shownOf(actor)).toBe('minimised');
  });

  it('an empty or malformed address is not sent; the submit only says why', () => {
    const { actor, openIt } = popup();
    openIt();
    actor.send({ type: 'POPUP.SUBMIT' });
    actor.send({ type: 'POPUP.CHANGE', value: 'anna@' });
    actor.send({ type: 'POPUP.SUBMIT' });
    expect((actor.getSnapshot() as PopupSnapshot).matches({ form: 'editing' })).toBe(true);
    expect((actor.getSnapshot() as PopupSnapshot).context.submitAttempted).toBe(true);
    expect(systemLog.sends).toEqual([]);
  });

  it('in a build without mail configuration, or outside a lead system, nothing counts as sent and the address stays', () => {
    const { actor, clock, emitted, openIt } = popup({ opensPast: 0.6 }, false);
    openIt();
    actor.send({ type: 'POPUP.CHANGE', value: 'anna@example.de' });
    actor.send({ type: 'POPUP.SUBMIT' });
    clock.increment(2000);
    expect(emitted.map((event) => event.outcome.kind)).toEqual(['failed']);
    expect(systemLog.sends).toEqual([]);
    expect((actor.getSnapshot() as PopupSnapshot).context.email).toBe('anna@example.de');
    expect(shownOf(actor)).toBe('open');

    const aloneClock = new SimulatedClock();
    const alone = createActor(loggedPopup(), { clock: aloneClock, input: { opensPast: 0.6 } }).start();
    alone.on('*', (event) => void log.emitted.push(event));
    alone.send({ type: 'POPUP.SCROLLED', y: 7000, maxY: MAX_Y });
    aloneClock.increment(SEO_POPUP_OPEN_DELAY_MS + SEO_POPUP_TRANSITION_THROTTLE_MS);
    alone.send({ type: 'POPUP.CHANGE', value: 'anna@example.de' });
    alone.send({ type: 'POPUP.SUBMIT' });
    aloneClock.increment(2000);
    expect(log.emitted).toEqual([{ type: 'LEAD.SETTLED', outcome: broken }]);
    expect(alone.getSnapshot().context.email).toBe('anna@example.de');
  });

  it('sending lasts at least 2 s after a quick answer; then the field is cleared and the popup closed for good', () => {
    const { system, actor, clock, emitted, openIt } = popup();
    openIt();
    actor.send({ type: 'POPUP.CHANGE', value: ' anna@example.de ' });
    actor.send({ type: 'POPUP.SUBMIT' });
    expect(systemLog.sends, 'the trimmed address').toEqual([seoAuditTemplateParams('anna@example.de')]);
    providerAnswers(system, { status: 200, text: 'OK' });
    clock.increment(1999); // the spec's 2 s, less 1 ms
    expect((actor.getSnapshot() as PopupSnapshot).matches({ form: 'sending' })).toBe(true);
    expect(emitted).toEqual([]);
    clock.increment(1);
    expect(emitted).toEqual([{ type: 'LEAD.SETTLED', outcome: { kind: 'sent' } }]);
    expect((actor.getSnapshot() as PopupSnapshot).context.email).toBe('');
    expect(shownOf(actor)).toBe('dismissed');
    actor.send({ type: 'POPUP.SCROLLED', y: 3000, maxY: MAX_Y });
    actor.send({ type: 'POPUP.SCROLLED', y: 9000, maxY: MAX_Y });
    clock.increment(SEO_POPUP_OPEN_DELAY_MS * 2);
    expect(shownOf(actor), 'never opens twice').toBe('dismissed');
  });

  it('a popup gone while its request is on its way (the visitor left the page): the request still goes out, its answer reaches nobody', () => {
    const { system, actor, clock, emitted, openIt } = popup();
    openIt();
    actor.send({ type: 'POPUP.CHANGE', value: 'anna@example.de' });
    actor.send({ type: 'POPUP.SUBMIT' });
    system.send({ type: 'CHILD.STOP', id: popupId });
    providerAnswers(system, { status: 200, text: 'OK' });
    clock.increment(2000);
    expect(systemLog.sends).toHaveLength(1);
    expect(emitted).toEqual([]);
  });
});

describe('SEO popup machine: both test models and the details together', () => {
  it('visit every state node and take every transition of the root and the popup (the shared submission: tests/model/leadSystem.test.ts)', () => {
    expect(combinedCoverage(suites.opening.coverage(), suites.dialog.coverage(), details.report())).toEqual({ unvisitedStates: [], untakenTransitions: [] });
  });
});

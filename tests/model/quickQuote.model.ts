import { and, createMachine, stateIn } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { parseRegions } from '../support/modelTest';
import { type LeadSendingModelEvent, leadSendingModelEvents, leadSendingStates, sendingEnds, toastRegion, whenSent } from './leadSending.model';

/**
 * The quick quote wizard as spec sections 4, 5 and 8 and issue 14 describe it,
 * seen by a visitor: the step on screen, what each field holds, the sending
 * state, and the toast that just appeared. Sending ends when the sender has
 * answered AND 2 s have passed (TWO_SECONDS_PASS is the timer). A sent quote
 * clears the form and returns to step 1 with the success toast; a failed one
 * keeps every value on step 3 with the error toast. Shared by the unit model
 * test (real machine, simulated clock, a stub sender) and a browser test (real
 * page, `page.clock`, the local mail server).
 *
 * Regions: `flow` (step1, step2, step3, sending.*), one region per field or
 * group of fields (name, email, service, budget, the optional `extras`:
 * company, timeline and message), and `toast`: the toast shown by the last
 * event (the next event leaves it behind: `none`).
 */
export type QuickQuoteModelEvent =
  | { type: 'TYPE_NAME' }
  | { type: 'TYPE_INVALID_EMAIL' }
  | { type: 'TYPE_VALID_EMAIL' }
  | { type: 'CHOOSE_SERVICE' }
  | { type: 'CHOOSE_BUDGET' }
  | { type: 'FILL_OPTIONAL' }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' }
  | LeadSendingModelEvent;

export const quickQuoteModelEvents: QuickQuoteModelEvent[] = [
  { type: 'TYPE_NAME' },
  { type: 'TYPE_INVALID_EMAIL' },
  { type: 'TYPE_VALID_EMAIL' },
  { type: 'CHOOSE_SERVICE' },
  { type: 'CHOOSE_BUDGET' },
  { type: 'FILL_OPTIONAL' },
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'SUBMIT' },
  ...leadSendingModelEvents,
];

const on = (step: string) => stateIn(`#quote.flow.${step}`);

/** The events that end sending (tests/model/leadSending.model.ts). */
const ends = sendingEnds('#quote.flow.sending');
/** A sent quote clears a field (a failed one keeps it). */
const clearedWhenSent = (initial: string) => whenSent(ends, `.${initial}`);

const quickQuoteModel = createMachine({
  id: 'quote',
  types: {} as { events: QuickQuoteModelEvent },
  type: 'parallel',
  states: {
    flow: {
      initial: 'step1',
      states: {
        step1: {
          on: { NEXT: { guard: and([stateIn('#quote.name.filled'), stateIn('#quote.email.valid')]), target: 'step2' } },
        },
        step2: {
          on: {
            NEXT: { guard: and([stateIn('#quote.service.chosen'), stateIn('#quote.budget.chosen')]), target: 'step3' },
            BACK: 'step1',
          },
        },
        step3: { on: { BACK: 'step2', SUBMIT: 'sending' } },
        sending: {
          initial: 'waitingForBoth',
          states: leadSendingStates({ sent: '#quote.flow.step1', failed: '#quote.flow.step3' }),
        },
      },
    },
    name: {
      initial: 'empty',
      on: clearedWhenSent('empty'),
      states: { empty: { on: { TYPE_NAME: { guard: on('step1'), target: 'filled' } } }, filled: {} },
    },
    email: {
      initial: 'empty',
      on: {
        TYPE_INVALID_EMAIL: { guard: on('step1'), target: '.invalid' },
        TYPE_VALID_EMAIL: { guard: on('step1'), target: '.valid' },
        ...clearedWhenSent('empty'),
      },
      states: { empty: {}, invalid: {}, valid: {} },
    },
    service: {
      initial: 'none',
      on: clearedWhenSent('none'),
      states: { none: { on: { CHOOSE_SERVICE: { guard: on('step2'), target: 'chosen' } } }, chosen: {} },
    },
    budget: {
      initial: 'none',
      on: clearedWhenSent('none'),
      states: { none: { on: { CHOOSE_BUDGET: { guard: on('step2'), target: 'chosen' } } }, chosen: {} },
    },
    extras: {
      initial: 'none',
      on: clearedWhenSent('none'),
      states: { none: { on: { FILL_OPTIONAL: { guard: on('step3'), target: 'filled' } } }, filled: {} },
    },
    toast: toastRegion(ends, quickQuoteModelEvents),
  },
});

export const quickQuoteTestModel = createTestModel(quickQuoteModel, { events: quickQuoteModelEvents });

/** What the visitor types or picks for each model event (the browser test gives each tour its own valid address). */
export const quickQuoteModelInput = {
  name: 'Anna Schmidt',
  invalidEmail: 'anna@example',
  validEmail: 'anna@example.de',
  service: 'seo-retainer',
  budget: '5k-10k',
  company: 'Bäckerei Schmidt',
  timeline: '3-months',
  message: 'We would like more visitors from Hamburg.',
} as const;

export interface QuickQuoteModelState {
  /** 'step1' | 'step2' | 'step3' | 'sending.waitingForBoth' | … */
  flow: string;
  name: 'empty' | 'filled';
  email: 'empty' | 'invalid' | 'valid';
  service: 'none' | 'chosen';
  budget: 'none' | 'chosen';
  extras: 'none' | 'filled';
  toast: 'none' | 'sent' | 'failed';
}

const regions = ['flow', 'name', 'email', 'service', 'budget', 'extras', 'toast'];

/** 'flow.step1|name.empty|email.valid|…' → its parts. */
export const parseQuickQuoteState = (key: string) => parseRegions<QuickQuoteModelState>(key, regions, 'quick quote');

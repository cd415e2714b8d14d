import { createMachine, stateIn } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * The sending flow as the spec describes it (sections 4, 5, 7, 8), seen from
 * outside: whether a message is in flight, the 30 s throttle window, and the
 * last thing the visitor was told. Timers are the explicit event
 * THIRTY_SECONDS_PASS; the mail provider's answers are events. While a message
 * is in flight the form is disabled, so only the provider (or the connection)
 * and time can act. Shared by the unit model test (real machine, simulated
 * clock) and the browser test (real page, real SDK, local provider,
 * `page.clock`). `configured: false` is the default build without keys.
 */
export type ProviderStatus = 200 | 201 | 403 | 429 | 451 | 500;
export type SenderModelEvent =
  | { type: 'SUBMIT_VALID' }
  | { type: 'SUBMIT_SPAM' }
  | { type: 'PROVIDER_ANSWERS'; status: ProviderStatus }
  /** No connection (status 0): the message is kept for later delivery. */
  | { type: 'CONNECTION_FAILS' }
  /** No connection and the message cannot be stored either. */
  | { type: 'CONNECTION_FAILS_NO_STORAGE' }
  | { type: 'THIRTY_SECONDS_PASS' };

export const reports = ['none', 'sent', 'refused', 'queued', 'failed', 'spam', 'throttled', 'unconfigured'] as const;
export type Report = (typeof reports)[number];

const idleWith = (window: 'open' | 'closed', report: Report) => [`#sender.idle.window.${window}`, `#sender.idle.report.${report}`];
const windowClosed = stateIn('#sender.idle.window.closed');
export function createSenderModel(configured: boolean) {
  const outcome = (report: Report) => ({
    closed: { target: idleWith('closed', report) },
    open: { target: idleWith('open', report) },
  });
  const answerTransitions = (window: 'closed' | 'open') => ({
    PROVIDER_ANSWERS: [
      { guard: ({ event }: { event: SenderModelEvent }) => event.type === 'PROVIDER_ANSWERS' && event.status === 200, ...outcome('sent')[window] },
      outcome('refused')[window],
    ],
    CONNECTION_FAILS: outcome('queued')[window],
    CONNECTION_FAILS_NO_STORAGE: outcome('failed')[window],
  });
  return createMachine({
    id: 'sender',
    types: {} as { events: SenderModelEvent },
    initial: 'idle',
    states: {
      idle: {
        type: 'parallel',
        on: {
          SUBMIT_VALID: [
            { guard: windowClosed, target: idleWith('closed', 'throttled') },
            configured ? { target: 'sending' } : { target: idleWith('closed', 'unconfigured') },
          ],
          SUBMIT_SPAM: [{ guard: windowClosed, target: idleWith('closed', 'throttled') }, { target: idleWith('closed', 'spam') }],
        },
        states: {
          window: {
            initial: 'open',
            states: {
              open: { on: { THIRTY_SECONDS_PASS: 'open' } },
              closed: { on: { THIRTY_SECONDS_PASS: 'open' } },
            },
          },
          report: {
            initial: 'none',
            states: Object.fromEntries(reports.map((report) => [report, {}])),
          },
        },
      },
      sending: {
        initial: 'windowClosed',
        states: {
          windowClosed: { on: { THIRTY_SECONDS_PASS: 'windowOpen', ...answerTransitions('closed') } },
          windowOpen: { on: { THIRTY_SECONDS_PASS: 'windowOpen', ...answerTransitions('open') } },
        },
      },
    },
  });
}

export const senderModelEvents: SenderModelEvent[] = [
  { type: 'SUBMIT_VALID' },
  { type: 'SUBMIT_SPAM' },
  ...([200, 201, 403, 429, 451, 500] as const).map((status) => ({ type: 'PROVIDER_ANSWERS' as const, status })),
  { type: 'CONNECTION_FAILS' },
  { type: 'CONNECTION_FAILS_NO_STORAGE' },
  { type: 'THIRTY_SECONDS_PASS' },
];

export const senderTestModel = createTestModel(createSenderModel(true), { events: senderModelEvents });
export const unconfiguredSenderTestModel = createTestModel(createSenderModel(false), { events: senderModelEvents });

export interface SenderModelState {
  window: 'open' | 'closed';
  delivery: 'idle' | 'sending';
  /** The last report; for 'sending' the report is unchanged since the submission. */
  report?: Report;
}

/** 'idle.{window.open|report.none}' or 'sending.windowClosed' → its meaning. */
export function parseSenderState(key: string): SenderModelState {
  if (key.startsWith('sending.')) return { delivery: 'sending', window: key.endsWith('windowOpen') ? 'open' : 'closed' };
  const match = /^idle\.\{window\.(open|closed)\|report\.(\w+)\}$/.exec(key);
  if (!match) throw new Error(`Unknown sender model state ${key}`);
  return { delivery: 'idle', window: match[1] as 'open' | 'closed', report: match[2] as Report };
}

/** Every state key of the model, so each reachable model state has an assertion. */
export function allSenderStateKeys(): string[] {
  return [
    'sending.windowClosed',
    'sending.windowOpen',
    ...['open', 'closed'].flatMap((window) => reports.map((report) => `idle.{window.${window}|report.${report}}`)),
  ];
}

import { type AnyActorLogic, type AnyActorRef, type AnyStateMachine, type EventFromLogic, type SimulatedClock, type SnapshotFrom, fromPromise } from 'xstate';
import type { ContactFormValues, FormField } from '../../src/contact/formValues';
import { formFields } from '../../src/contact/formValues';
import type { ProviderAnswer } from '../../src/contact/provider';
import type { TemplateParams } from '../../src/contact/templateParams';
import { type ContactFormEvent, contactFormMachine } from '../../src/machines/contactForm';
import { type SendOutcome, contactSenderMachine, providerReasons, unknownErrorReason } from '../../src/machines/contactSender';
import type { LeadSettled } from '../../src/machines/leadSubmission';
import { leadSystemMachine } from '../../src/machines/leadSystem';
import { type RealRunContext, type TestModelOf, createModelBasedSuite, generateModelPaths } from '../support/modelTest';
import { expect } from 'vitest';
import { promiseStub } from '../support/promiseStub';
import type { LeadSendingModelEvent } from './leadSending.model';

/**
 * The page's lead system as the model tests run it: the real root, sender, submission and
 * form machines (contact form, quick quote, SEO popup) in one actor system, with the page's
 * two effects (the provider's SDK, the offline outbox) as stubs the test settles at once, and
 * the contact form's view effects logged (the other forms' tests log their own).
 */

/** What the system did in one run. */
export interface SystemLog {
  /** Template parameters that reached the provider. */
  sends: TemplateParams[];
  /** Template parameters given to the outbox. */
  queued: TemplateParams[];
  /** Outcomes the form settled with (LEAD.SETTLED: its toasts). */
  announced: SendOutcome[];
  /** Fields the form focused after a submit with errors. */
  focused: FormField[];
  /** How often the form gave focus back after sending. */
  restored: number;
}

export let log: SystemLog;

type ProviderLogic = ReturnType<typeof fromPromise<ProviderAnswer, TemplateParams>>;
type QueueLogic = ReturnType<typeof fromPromise<{ backgroundSync: boolean }, TemplateParams>>;

/** The lead system with the page's effects stubbed; a fresh log. */
export function createLeadSystem() {
  log = { sends: [], queued: [], announced: [], focused: [], restored: 0 };
  const sendMessage = promiseStub<ProviderAnswer, TemplateParams>((params) => void log.sends.push(params));
  const queueMessage = promiseStub<{ backgroundSync: boolean }, TemplateParams>((params) => void log.queued.push(params));
  return leadSystemMachine.provide({
    actors: {
      sender: contactSenderMachine.provide({
        actors: { sendMessage: sendMessage as unknown as ProviderLogic, queueMessage: queueMessage as unknown as QueueLogic },
      }),
    },
  });
}
export type LeadSystem = ReturnType<typeof createLeadSystem>;

/** The contact form with the view's effects logged. */
export function loggedContactForm() {
  return contactFormMachine.provide({
    actions: {
      focusFirstInvalidField: ({ context }) => void log.focused.push(formFields.find((field) => context.errors[field])!),
      restoreFocus: () => void log.restored++,
    },
  });
}

/** The form's id in the system while a test runs it. */
export const formId = 'form';

/** Starts a form in the system under `id`, as a component does when it mounts (src/leads/useLeadChild.ts). */
export function startChild(system: AnyActorRef, id: string, logic: AnyActorLogic, input?: unknown) {
  system.send({ type: 'CHILD.START', id, logic, input });
}

/** The running child `id` of the system, if any. */
export const childOf = (system: AnyActorRef, id: string) => (system.getSnapshot().children as Record<string, AnyActorRef | undefined>)[id];

/** Opens the contact form in the system, as the contact page does when it mounts. */
export function openForm(system: AnyActorRef) {
  startChild(system, formId, loggedContactForm());
  childOf(system, formId)!.on('LEAD.SETTLED', ({ outcome }: LeadSettled) => void log.announced.push(outcome));
}

export const formOf = (snapshot: SnapshotFrom<LeadSystem>) =>
  (snapshot.children as Record<string, AnyActorRef>)[formId]?.getSnapshot() as SnapshotFrom<typeof contactFormMachine> | undefined;
export const senderOf = (snapshot: SnapshotFrom<LeadSystem>) => snapshot.children.sender!.getSnapshot();

/** The throttle window is open again: 30 s pass, if it is closed (so a path may send again). */
export function reopenThrottle(system: AnyActorRef, clock: { increment: (ms: number) => void }) {
  if ((senderOf(system.getSnapshot() as SnapshotFrom<LeadSystem>).value as { throttle: string }).throttle === 'closed') clock.increment(30_000);
}

/** The provider's or the outbox's pending call, if the sender is waiting for one. */
function pending(system: AnyActorRef, id: 'sendMessage' | 'queueMessage'): AnyActorRef | undefined {
  const sender = (system.getSnapshot() as SnapshotFrom<LeadSystem>).children.sender!;
  return (sender.getSnapshot().children as Record<string, AnyActorRef | undefined>)[id];
}

/** The provider answers the message on its way. */
export const providerAnswers = (system: AnyActorRef, answer: ProviderAnswer) => pending(system, 'sendMessage')?.send({ type: 'RESOLVE', output: answer });
/** The send breaks without an answer (the SDK's chunk could not load, the SDK threw). */
export const sendBreaks = (system: AnyActorRef) => pending(system, 'sendMessage')?.send({ type: 'REJECT' });
/** The outbox stores the message, or cannot. */
export const outboxStores = (system: AnyActorRef, backgroundSync: boolean) => pending(system, 'queueMessage')?.send({ type: 'RESOLVE', output: { backgroundSync } });
export const outboxFails = (system: AnyActorRef) => pending(system, 'queueMessage')?.send({ type: 'REJECT' });

/** Types a value and leaves the field, as a visitor does. */
export function typeInto(system: AnyActorRef, field: FormField, value: string) {
  sendToForm(system, { type: 'FIELD.CHANGE', field, value });
  sendToForm(system, { type: 'FIELD.BLUR', field });
}

/** Fills every field and submits, as a visitor does. */
export function fillAndSubmit(system: AnyActorRef, values: Omit<ContactFormValues, 'website'>) {
  formFields.forEach((field) => typeInto(system, field, values[field]));
  sendToForm(system, { type: 'FORM.SUBMIT' });
}

export function sendToForm(system: AnyActorRef, event: ContactFormEvent) {
  (system.getSnapshot().children as Record<string, AnyActorRef>)[formId]!.send(event);
}

/** What the sender reports when a lead form's model says the send fails (the provider refuses, 403) or breaks. */
export const refusal: SendOutcome = { kind: 'failed', reason: providerReasons[403]! };
export const broken: SendOutcome = { kind: 'failed', reason: unknownErrorReason };

/**
 * Performs an event of a lead form's sending model (tests/model/leadSending.model.ts) on the
 * system: the provider accepts (200) or refuses (403) the lead on its way, the send breaks, or
 * 2 s pass. Returns how a lead on its way failed, if one did.
 */
export function performSending(system: AnyActorRef, clock: SimulatedClock, event: LeadSendingModelEvent): 'refused' | 'broke' | undefined {
  const onItsWay = senderOf(system.getSnapshot() as SnapshotFrom<LeadSystem>).matches({ delivery: 'sending' });
  switch (event.type) {
    case 'SEND_SUCCEEDS':
      providerAnswers(system, { status: 200, text: 'OK' });
      return undefined;
    case 'SEND_FAILS':
      providerAnswers(system, { status: 403, text: 'Forbidden' });
      return onItsWay ? 'refused' : undefined;
    case 'SEND_BREAKS':
      sendBreaks(system);
      return onItsWay ? 'broke' : undefined;
    case 'TWO_SECONDS_PASS':
      clock.increment(2000); // the spec's sending time, not the machine's constant: the model checks it
      return undefined;
  }
}

/**
 * A lead form's test model driving the real form as a child of the lead system (`open` starts
 * it), with one assertion for every model state the paths reach, `assert(key, system)`.
 */
export function leadFormSuite<TModel extends AnyStateMachine>(
  testModel: TestModelOf<TModel>,
  spec: {
    form: AnyStateMachine;
    open: (system: AnyActorRef) => void;
    execute: (event: EventFromLogic<TModel>, run: RealRunContext<LeadSystem>) => void;
    assert: (key: string, system: AnyActorRef) => void;
  },
) {
  return createModelBasedSuite({
    testModel,
    createReal: createLeadSystem,
    input: { configured: true },
    start: ({ actor }) => spec.open(actor),
    alsoCover: [spec.form],
    execute: spec.execute,
    states: Object.fromEntries(
      [...new Set(generateModelPaths(testModel).flatMap((path) => [path.initialState, ...path.steps.map((step) => step.state)]))].map((key) => [
        key,
        (_: unknown, { actor }: RealRunContext<LeadSystem>) => spec.assert(key, actor),
      ]),
    ),
  });
}

/**
 * What a lead form emitted in one model step (`fresh`), for the toast the model expects: nothing,
 * or one LEAD.SETTLED with `{ kind: 'sent' }` or with the cause of the last failure (the
 * provider's refusal or the broken send); and never more sent outcomes in all than leads that
 * reached the provider. Returns the failure's cause, for the form's own checks.
 */
export function expectSettled(
  emitted: LeadSettled[],
  fresh: LeadSettled[],
  { toast, lastFailure }: { toast: 'none' | 'sent' | 'failed'; lastFailure?: 'refused' | 'broke' },
): SendOutcome {
  const cause = lastFailure === 'refused' ? refusal : broken;
  expect(fresh).toEqual(toast === 'none' ? [] : [{ type: 'LEAD.SETTLED', outcome: toast === 'sent' ? { kind: 'sent' } : cause }]);
  expect(emitted.filter((event) => event.outcome.kind === 'sent').length, 'no success without a lead that reached the provider').toBeLessThanOrEqual(log.sends.length);
  return cause;
}

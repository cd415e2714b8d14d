import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor } from 'xstate';
import { type ContactFormValues, type FormField, emptyContactForm, formFields } from '../../src/contact/formValues';
import { type ContactFormEvent, contactFormMachine } from '../../src/machines/contactForm';
import type { SendOutcome } from '../../src/machines/contactSender';
import { createModelBasedSuite } from '../support/modelTest';
import { type FormModelEvent, formModelExpectations, formTestModel, invalidEmail, validFormValues } from './contactForm.model';

let log: { submitted: ContactFormValues[]; focused: FormField[]; announced: SendOutcome[] };

const createReal = () => {
  log = { submitted: [], focused: [], announced: [] };
  return contactFormMachine.provide({
    actions: {
      submitToSender: (_, values) => void log.submitted.push(values),
      focusFirstInvalidField: ({ context }) => void log.focused.push(formFields.find((field) => context.errors[field])!),
      announceOutcome: ({ context }) => void log.announced.push(context.lastOutcome!),
    },
  });
};

const valid = validFormValues('anna@example.de');

/** Types a value and leaves the field, as a visitor does. */
function typeInto(actor: AnyActorRef, field: FormField, value: string) {
  actor.send({ type: 'FIELD.CHANGE', field, value } satisfies ContactFormEvent);
  actor.send({ type: 'FIELD.BLUR', field } satisfies ContactFormEvent);
}

function execute(event: FormModelEvent, { actor }: { actor: AnyActorRef }) {
  switch (event.type) {
    case 'BLUR_NAME_EMPTY':
      return actor.send({ type: 'FIELD.BLUR', field: 'name' });
    case 'FILL_VALID':
      return formFields.forEach((field) => typeInto(actor, field, valid[field]));
    case 'TYPE_INVALID_EMAIL':
      // revalidated on each change, as the field was touched
      return actor.send({ type: 'FIELD.CHANGE', field: 'email', value: invalidEmail });
    case 'SUBMIT':
      return actor.send({ type: 'FORM.SUBMIT' });
    case 'SENDER_REPORTS_SENT':
    case 'SENDER_REPORTS_FAILURE': {
      const outcome: SendOutcome = event.type === 'SENDER_REPORTS_SENT' ? { kind: 'sent' } : { kind: 'failed', reason: 'Forbidden' };
      return actor.send({ type: 'SENDER.RESULT', outcome });
    }
  }
}

const states = Object.fromEntries(
  Object.entries(formModelExpectations).map(([key, expected]) => [
    key,
    (snapshot: ReturnType<ReturnType<typeof createReal>['resolveState']>) => {
      expect(snapshot.value).toBe(key === 'submitting' ? 'submitting' : 'editing');
      expect(formFields.filter((field) => snapshot.context.errors[field])).toEqual(expected.errors);
      expect(snapshot.context.summaryVisible && expected.errors.length > 0).toBe(expected.summary);
      if (expected.focus) expect(log.focused.at(-1)).toBe(expected.focus);
      const values = snapshot.context.values;
      if (expected.values === 'empty') expect(values).toEqual(emptyContactForm);
      else expect(values).toEqual({ ...valid, website: '', email: expected.values === 'valid' ? valid.email : invalidEmail });
      // one submission per visit to "submitting", whatever was clicked meanwhile
      const answered = log.announced.length;
      expect(log.submitted.length).toBe(answered + (key === 'submitting' ? 1 : 0));
      if (key === 'empty' && answered > 0) expect(snapshot.context.touched, 'touched reset after success').toEqual({});
    },
  ]),
);

const suite = createModelBasedSuite({ testModel: formTestModel, createReal, execute, states });

describe('contact form machine, driven by its test model', () => {
  it('has an assertion for every model state', () => expect(suite.statesWithoutAssertion()).toEqual([]));
  for (const path of suite.paths) it(path.description, path.run);
  it('visits every state node and takes every transition of the real machine', () => {
    expect(suite.coverage()).toEqual({ unvisitedStates: [], untakenTransitions: [] });
  });
});

function startedForm() {
  const actor = createActor(createReal());
  actor.start();
  return actor;
}

describe('contact form machine details', () => {
  it('caps the message at 2000 characters on input', () => {
    const actor = startedForm();
    actor.send({ type: 'FIELD.CHANGE', field: 'message', value: 'x'.repeat(10_000) });
    expect(actor.getSnapshot().context.values.message).toHaveLength(2000);
  });

  it('does not validate an untouched field on change, only after blur', () => {
    const actor = startedForm();
    actor.send({ type: 'FIELD.CHANGE', field: 'name', value: 'A' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'FIELD.BLUR', field: 'name' });
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['name']);
    actor.send({ type: 'FIELD.CHANGE', field: 'name', value: 'Al' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });
});

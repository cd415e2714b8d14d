import { type DoneActorEvent, type SnapshotFrom, assign, emit, setup } from 'xstate';
import { type ContactFormValues, type FormField, contactLimits, emptyContactForm, formFields } from '../contact/formValues';
import { type FieldErrors, validateAll, validateField } from '../contact/validation';
import type { SendOutcome } from './contactSender';
import { type LeadSettled, leadSubmissionMachine } from './leadSubmission';

/**
 * The contact form of spec sections 4 and 5: values, a touched set and an
 * error map. A field is validated on blur (and marked touched), then again on
 * every change. Submit marks all fields touched and validates all; with errors
 * the first invalid field gets focus and the error summary shows, and nothing
 * is sent. Otherwise the form is submitting (fields disabled) while its invoked
 * `submission` (a leadSubmission actor) hands the values to the page's
 * sender, a sibling in the leadSystem (alive for the whole page load, so its
 * 30 s throttle spans client-side moves), and finishes with the outcome; a
 * second submit meanwhile does nothing. Sent: the form is cleared. Anything
 * else: the values stay. Either way it emits LEAD.SETTLED with the outcome (the
 * lead hook shows the toast) and focus goes back to where the visitor was
 * (`restoreFocus`: the disabled button lost it).
 */
export type ValueField = FormField | 'website';

export type ContactFormEvent =
  | { type: 'FIELD.CHANGE'; field: ValueField; value: string }
  | { type: 'FIELD.BLUR'; field: FormField }
  | { type: 'FORM.SUBMIT' };

export interface ContactFormContext {
  values: ContactFormValues;
  touched: Partial<Record<FormField, true>>;
  errors: FieldErrors;
  /** The error summary is shown after a submit with errors, until a valid submit. */
  summaryVisible: boolean;
  /** The last outcome the sender reported. */
  lastOutcome: SendOutcome | null;
}

const allTouched = Object.fromEntries(formFields.map((field) => [field, true])) as Record<FormField, true>;

const capped = (field: ValueField, value: string) => (field === 'message' ? value.slice(0, contactLimits.messageMax) : value);

const withFieldError = (errors: FieldErrors, field: FormField, values: ContactFormValues): FieldErrors => {
  const { [field]: _previous, ...others } = errors;
  const error = validateField(field, values[field]);
  return error ? { ...others, [field]: error } : others;
};

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    emitted: {} as LeadSettled,
  },
  actors: { submission: leadSubmissionMachine },
  guards: {
    hasInvalidField: ({ context }) => Object.keys(validateAll(context.values)).length > 0,
    wasSent: (_, outcome: SendOutcome) => outcome.kind === 'sent',
  },
  actions: {
    setValue: assign(({ context, event }) => {
      if (event.type !== 'FIELD.CHANGE') return {};
      const values = { ...context.values, [event.field]: capped(event.field, event.value) };
      const field = event.field;
      const revalidate = field !== 'website' && context.touched[field];
      return { values, errors: revalidate ? withFieldError(context.errors, field, values) : context.errors };
    }),
    touchAndValidateField: assign(({ context, event }) => {
      if (event.type !== 'FIELD.BLUR') return {};
      return {
        touched: { ...context.touched, [event.field]: true as const },
        errors: withFieldError(context.errors, event.field, context.values),
      };
    }),
    touchAndValidateAll: assign(({ context }) => ({ touched: { ...allTouched }, errors: validateAll(context.values) })),
    showSummary: assign({ summaryVisible: true }),
    hideSummary: assign({ summaryVisible: false }),
    rememberOutcome: assign({ lastOutcome: (_, outcome: SendOutcome) => outcome }),
    emitSettled: emit(({ context }) => ({ type: 'LEAD.SETTLED' as const, outcome: context.lastOutcome! })),
    clearForm: assign({ values: { ...emptyContactForm }, touched: {}, errors: {}, summaryVisible: false }),
    /** Provided by the view: moves focus to the first field with an error. */
    focusFirstInvalidField: () => {},
    /** Provided by the view: focus back on the send button, which lost it while disabled (once it is enabled again). */
    restoreFocus: () => {},
  },
}).createMachine({
  id: 'contactForm',
  context: () => ({ values: { ...emptyContactForm }, touched: {}, errors: {}, summaryVisible: false, lastOutcome: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'FIELD.CHANGE': { actions: 'setValue' },
        'FIELD.BLUR': { actions: 'touchAndValidateField' },
        'FORM.SUBMIT': [
          { guard: 'hasInvalidField', actions: ['touchAndValidateAll', 'showSummary', 'focusFirstInvalidField'] },
          { target: 'submitting', actions: ['touchAndValidateAll', 'hideSummary'] },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submission',
        src: 'submission',
        // a real send, shown as long as it takes (the spec's 2 s are the other forms')
        input: ({ context }) => ({ values: context.values, holdForMinimum: false }),
        onDone: [
          {
            guard: { type: 'wasSent', params: ({ event }: { event: DoneActorEvent<SendOutcome> }) => event.output },
            target: 'editing',
            actions: [{ type: 'rememberOutcome', params: ({ event }) => event.output }, 'clearForm', 'emitSettled', 'restoreFocus'],
          },
          {
            target: 'editing',
            actions: [{ type: 'rememberOutcome', params: ({ event }) => event.output }, 'emitSettled', 'restoreFocus'],
          },
        ],
      },
    },
  },
});

export type ContactFormSnapshot = SnapshotFrom<typeof contactFormMachine>;

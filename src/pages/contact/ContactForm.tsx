import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import { type FormField, contactLimits, formFields } from '../../contact/formValues';
import { firstInvalidField } from '../../contact/validation';
import { useLeadChild } from '../../leads/useLeadChild';
import { moveFocus } from '../../lib/moveFocus';
import { useFocusAfterRender } from '../../lib/useFocusAfterRender';
import { type ContactFormSnapshot, contactFormMachine } from '../../machines/contactForm';
import buttons from '../../components/Button/button.module.css';
import styles from './ContactForm.module.css';
import { contactFormIds as ids, focusField } from './contactForm.dom';
import { toastForOutcome } from './contactOutcome';

/**
 * The contact form: renders the form machine's snapshot and sends it the visitor's input. The
 * machine runs in the page's lead system, beside the page's one sender (its throttle counts
 * per page load, across client-side moves).
 */
/** The sending code loads as soon as the visitor starts on the form (types or leaves a field), not with the page. */
const visitorStarted = (snapshot: ContactFormSnapshot) =>
  Object.keys(snapshot.context.touched).length > 0 || Object.values(snapshot.context.values).some((value) => value !== '');

/** Every field, the trap for bots included: what was typed before the form's code ran is the machine's from its start. */
const shownFields = ([...formFields, 'website'] as const).map(
  (field) => [ids.field(field), (value: string) => ({ type: 'FIELD.CHANGE', field, value }) as const] as const,
);

export function ContactForm() {
  const { t, i18n } = useLingui();
  const focusAfterRender = useFocusAfterRender();
  const [logic] = useState(() =>
    contactFormMachine.provide({
      actions: {
        // Once the error summary above the fields is on the page: focused before, the field scrolled into view
        // and was then pushed down by the summary (off the screen at 375 px).
        focusFirstInvalidField: ({ context }) => {
          const field = firstInvalidField(context.errors);
          if (field) focusAfterRender(ids.field(field), () => focusField(field));
        },
        // The send button was disabled while sending and lost focus: give it back once it is enabled again,
        // unless the visitor has moved on meanwhile.
        restoreFocus: () =>
          focusAfterRender(ids.submit, (button) => {
            if (document.activeElement === document.body) moveFocus(button, 'contact form: back to the send button');
          }),
      },
    }),
  );
  const actor = useLeadChild(logic, { sendingNear: visitorStarted, shownFields, toastFor: (outcome) => toastForOutcome(outcome, i18n) });
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const summaryVisible = useSelector(actor, (snapshot) => snapshot.context.summaryVisible);
  const submitting = useSelector(actor, (snapshot) => snapshot.matches('submitting'));

  const labels: Record<FormField, string> = {
    name: t`Name`,
    email: t`Email address`,
    company: t`Company (optional)`,
    subject: t`Subject`,
    message: t`Message`,
  };
  const errorText = (descriptor: MessageDescriptor | undefined) => (descriptor ? i18n._(descriptor) : undefined);
  const summaryEntries = formFields.filter((field) => errors[field]);

  const fieldProps = (field: FormField) => {
    const error = errors[field];
    const describedBy = [error ? ids.error(field) : null, field === 'message' ? ids.counter : null].filter(Boolean).join(' ');
    return {
      id: ids.field(field),
      name: field,
      value: values[field],
      required: field !== 'company',
      'aria-invalid': error ? ('true' as const) : ('false' as const),
      'aria-describedby': describedBy || undefined,
      onChange: (event: { currentTarget: { value: string } }) =>
        actor.send({ type: 'FIELD.CHANGE', field, value: event.currentTarget.value }),
      onBlur: () => actor.send({ type: 'FIELD.BLUR', field }),
    };
  };

  const fieldRow = (field: FormField, control: ReactNode, extra?: ReactNode) => (
    <div className={styles.field} data-invalid={errors[field] ? 'true' : undefined}>
      <label htmlFor={ids.field(field)} className={styles.label}>
        {labels[field]}
        {field !== 'company' ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {control}
      {extra}
      {errors[field] ? (
        <p id={ids.error(field)} className={styles.error}>
          {errorText(errors[field])}
        </p>
      ) : null}
    </div>
  );

  return (
    <form
      id={ids.form}
      className={styles.form}
      noValidate
      aria-busy={submitting}
      data-state={submitting ? 'submitting' : 'editing'}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'FORM.SUBMIT' });
      }}
    >
      {summaryVisible && summaryEntries.length > 0 ? (
        <section id={ids.summary} className={styles.summary} aria-labelledby={ids.summaryTitle}>
          <h3 id={ids.summaryTitle} className={styles.summaryTitle}>
            <Trans>Form validation errors</Trans>
          </h3>
          <p>
            <Trans>Please correct the following errors:</Trans>
          </p>
          <ul>
            {summaryEntries.map((field) => (
              <li key={field}>
                <a
                  href={`#${ids.field(field)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    focusField(field);
                  }}
                >
                  {errorText(errors[field])}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className={styles.requiredNote}>
        <Trans>Fields marked with * are required.</Trans>
      </p>
      <fieldset className={styles.fieldset} disabled={submitting}>
        <legend className="visually-hidden">
          <Trans>Your message</Trans>
        </legend>
        <div className={styles.row}>
          {fieldRow('name', <input type="text" autoComplete="name" className={styles.input} {...fieldProps('name')} />)}
          {fieldRow('email', <input type="email" autoComplete="email" inputMode="email" className={styles.input} {...fieldProps('email')} />)}
        </div>
        <div className={styles.row}>
          {fieldRow(
            'company',
            <input type="text" autoComplete="organization" className={styles.input} {...fieldProps('company')} required={false} />,
          )}
          {fieldRow('subject', <input type="text" className={styles.input} {...fieldProps('subject')} />)}
        </div>
        {fieldRow(
          'message',
          <textarea rows={7} maxLength={contactLimits.messageMax} className={styles.textarea} {...fieldProps('message')} />,
          <p id={ids.counter} className={styles.counter}>
            {values.message.length}/{contactLimits.messageMax}
          </p>,
        )}
        {/* Honeypot (spec section 3): invisible, unfocusable, unannounced; only bots fill it. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={ids.field('website')}>
            <Trans>Leave this field empty</Trans>
          </label>
          <input
            id={ids.field('website')}
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(event) => actor.send({ type: 'FIELD.CHANGE', field: 'website', value: event.currentTarget.value })}
          />
        </div>
        <button id={ids.submit} type="submit" className={`${buttons.primary} ${styles.submit}`}>
          {submitting ? (
            <Trans comment="Contact form button while the message is being sent">Sending...</Trans>
          ) : (
            <Trans comment="Contact form submit button">Send message</Trans>
          )}
        </button>
      </fieldset>
    </form>
  );
}

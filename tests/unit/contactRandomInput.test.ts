import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { type ContactFormValues, formFields } from '../../src/contact/formValues';
import { isSpam } from '../../src/contact/spam';
import { toTemplateParams } from '../../src/contact/templateParams';
import { contactFormMachine } from '../../src/machines/contactForm';
import type { LeadSubmissionInput, leadSubmissionMachine } from '../../src/machines/leadSubmission';

/** In place of the submission to the page's sender: logs what the form hands over, and never answers. */
const loggingSubmission = (submitted: ContactFormValues[]) =>
  fromCallback<never, LeadSubmissionInput>(({ input }) => void submitted.push(input.values)) as unknown as typeof leadSubmissionMachine;

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pieces = [
  'a', 'Z', ' ', '  ', '\t', '\n', '\u0000', '\u0007', '\u200b', '\u202e', '\ufeff', 'ä', 'ß', 'é', '😀', '👩🏽‍💻', '🇩🇪',
  'مرحبا', 'שלום', '中文', '@', '.', '..', 'x@y.z', '<script>', '</b>', '"', "'", '\\', '%00', 'javascript:', 'http://',
  '\ud800', '\udfff', 'loan', 'A'.repeat(50), '1234567890',
];

function randomText(next: () => number): string {
  const mode = next();
  if (mode < 0.05) return '';
  if (mode < 0.1) return 'x'.repeat(Math.floor(next() * 12_000)); // very long
  let text = '';
  const parts = Math.floor(next() * 30);
  for (let index = 0; index < parts; index++) text += pieces[Math.floor(next() * pieces.length)];
  return text;
}

describe('1,000 generated inputs', () => {
  it('never throw and never reach the sender with an invalid form', () => {
    const next = random(20261122);
    let submitted: ContactFormValues[] = [];
    let sent = 0;
    for (let run = 0; run < 1000; run++) {
      submitted = [];
      const actor = createActor(contactFormMachine.provide({ actors: { submission: loggingSubmission(submitted) } }));
      actor.subscribe({ error: (error) => expect.fail(`run ${run}: ${String(error)}`) });
      actor.start();
      // half the runs start from a valid form and add random text, so valid forms are common too
      const base: ContactFormValues = next() < 0.5
        ? { name: 'Al', email: 'a@b.c', company: '', subject: 'SEO', message: 'Ten chars!', website: '' }
        : { name: '', email: '', company: '', subject: '', message: '', website: '' };
      const values = Object.fromEntries(
        [...formFields, 'website'].map((field) => [field, field === 'website' && next() < 0.8 ? '' : base[field as keyof ContactFormValues] + randomText(next)]),
      ) as ContactFormValues;
      for (const field of formFields) {
        actor.send({ type: 'FIELD.CHANGE', field, value: values[field] });
        if (next() < 0.5) actor.send({ type: 'FIELD.BLUR', field });
      }
      if (next() < 0.2) actor.send({ type: 'FIELD.CHANGE', field: 'website', value: values.website });
      actor.send({ type: 'FORM.SUBMIT' });
      expect(actor.getSnapshot().status).toBe('active');
      for (const form of submitted) {
        sent++;
        // checked independently of the validation module
        expect(form.name.trim().length).toBeGreaterThanOrEqual(2);
        expect(form.email.trim()).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
        expect(form.subject.trim().length).toBeGreaterThanOrEqual(3);
        expect(form.message.trim().length).toBeGreaterThanOrEqual(10);
        expect(form.message.length).toBeLessThanOrEqual(2000);
        // the rest of the flow must not throw either
        expect(() => isSpam(form)).not.toThrow();
        expect(() => JSON.stringify(toTemplateParams(form))).not.toThrow();
      }
      expect(submitted.length).toBe(actor.getSnapshot().matches('submitting') ? 1 : 0);
      actor.stop();
    }
    // the generator must also produce valid forms, or this test proves nothing about them
    expect(sent).toBeGreaterThan(50);
  }, 60_000);
});

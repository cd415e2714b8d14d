import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useMachineActor } from '../../lib/useMachineActor';
import { faqAccordionMachine, isFaqItemOpen } from '../../machines/faqAccordion';
import { useHiddenUntilFound } from './faq.dom';
import { type FaqItem, faqItemText } from '../../content/faqItem';
import styles from './Faq.module.css';
import { Chevron } from '../Chevron/Chevron';

export type { FaqItem } from '../../content/faqItem';

export interface FaqProps {
  items: readonly FaqItem[];
  /** Level of the question headings, one below the section heading (default 3). */
  headingLevel?: 2 | 3 | 4 | 5;
  /**
   * Prefix of the element ids, unique on the page (e.g. 'about-faq'). Given by the
   * page rather than useId: ids must be the same in the prerendered HTML and after
   * hydration, or aria-controls would point nowhere.
   */
  idPrefix: string;
  className?: string;
}

type AccordionActor = ActorRefFrom<typeof faqAccordionMachine>;

/**
 * Questions and answers as an accordion (the faqAccordion machine): one answer
 * open at a time, and the open one closes again. Each question is a button in a
 * heading; its answer is a region labelled by the button.
 *
 * Every answer is in the prerendered HTML. Visitors without JavaScript see all
 * answers open (Faq.module.css, `scripting: none`); with JavaScript they start
 * collapsed, and find-in-page still finds text in collapsed answers.
 */
export function Faq({ items, headingLevel = 3, idPrefix, className }: FaqProps) {
  const accordion = useMachineActor(faqAccordionMachine);
  return (
    <div className={[styles.faq, className].filter(Boolean).join(' ')} data-part="faq">
      {items.map((item) => (
        <FaqEntry key={item.id} item={item} accordion={accordion} headingLevel={headingLevel} idBase={`${idPrefix}-${item.id}`} />
      ))}
    </div>
  );
}

interface FaqEntryProps {
  item: FaqItem;
  accordion: AccordionActor;
  headingLevel: NonNullable<FaqProps['headingLevel']>;
  idBase: string;
}

function FaqEntry({ item, accordion, headingLevel, idBase }: FaqEntryProps) {
  const { i18n } = useLingui();
  const open = useSelector(accordion, (snapshot) => isFaqItemOpen(snapshot.context, item.id));
  const answerRef = useRef<HTMLDivElement>(null);
  const reveal = useCallback(() => accordion.send({ type: 'FAQ.REVEAL', id: item.id, src: 'find' }), [accordion, item.id]);
  useHiddenUntilFound(answerRef, !open, reveal);

  const { question, answer } = faqItemText(i18n, item);
  const Heading = `h${headingLevel}` as const;
  const buttonId = `${idBase}-question`;
  const answerId = `${idBase}-answer`;
  const state = open ? 'open' : 'closed';
  return (
    <div className={styles.item} data-part="faq-item" data-state={state}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={buttonId}
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => accordion.send({ type: 'FAQ.TOGGLE', id: item.id, src: 'button' })}
        >
          <span className={styles.question}>{question}</span>
          <Chevron open={open} className={styles.icon} />
        </button>
      </Heading>
      <div
        ref={answerRef}
        id={answerId}
        role="region"
        aria-labelledby={buttonId}
        className={styles.answer}
        hidden={!open}
        data-hidden-until-found={open ? undefined : ''}
      >
        <p className={styles.answerText}>{answer}</p>
      </div>
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type MouseEvent, type SyntheticEvent, memo, useLayoutEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useMachineActor } from '../../lib/useMachineActor';
import { faqAccordionMachine, isFaqItemOpen } from '../../machines/faqAccordion';
import { faqItemIdAttribute, openItemInPage } from './faq.dom';
import { type FaqItem, faqItemText } from '../../content/faqItem';
import styles from './Faq.module.css';
import { Chevron } from '../Chevron/Chevron';

export type { FaqItem } from '../../content/faqItem';

export interface FaqProps {
  items: readonly FaqItem[];
  /** Level of the question headings, one below the section heading (default 3). */
  headingLevel?: 2 | 3 | 4 | 5;
  /**
   * Prefix of the element ids, unique on the page (e.g. 'about-faq'), and the name of
   * the accordion's group. Given by the page rather than useId: ids must be the same in
   * the prerendered HTML and after hydration, or aria-labelledby would point nowhere.
   */
  idPrefix: string;
  className?: string;
  /**
   * How many questions show first; the rest wait behind one more disclosure
   * (issue 36: a page a phone reader finishes). All by default.
   */
  shownFirst?: number;
}

type AccordionActor = ActorRefFrom<typeof faqAccordionMachine>;

/**
 * Questions and answers as an accordion (the faqAccordion machine): one answer
 * open at a time, and the open one closes again.
 *
 * Native first: each item is a `<details>` of one named group (an exclusive
 * accordion), its question a heading in the `<summary>`. Before the code
 * arrives, and without JavaScript, the browser opens and closes answers
 * itself; find-in-page reaches text in closed answers and opens them. Once
 * hydrated, the machine takes over from what the page shows, and decides:
 * a press on a question is the machine's (the browser's own toggle is held
 * back), and `open` is rendered from its snapshot.
 */
export function Faq({ items, headingLevel = 3, idPrefix, className, shownFirst = items.length }: FaqProps) {
  const { t } = useLingui();
  const accordion = useMachineActor(faqAccordionMachine);
  const state = useSelector(accordion, (snapshot) => snapshot.value);
  const list = useRef<HTMLDivElement>(null);
  // Before the first paint after hydration, and before any event reaches the part: what the page shows open.
  useLayoutEffect(() => {
    accordion.send({ type: 'FAQ.HYDRATED', openId: openItemInPage(list.current) });
  }, [accordion]);
  const entry = (item: FaqItem) => (
    <FaqEntry key={item.id} item={item} accordion={accordion} headingLevel={headingLevel} group={idPrefix} idBase={`${idPrefix}-${item.id}`} />
  );
  const rest = items.slice(shownFirst);
  const restCount = rest.length;
  return (
    <div ref={list} className={[styles.faq, className].filter(Boolean).join(' ')} data-part="faq" data-state={state}>
      {items.slice(0, shownFirst).map(entry)}
      {rest.length > 0 ? (
        <details className={styles.more} data-part="faq-more">
          <summary className={styles.moreSummary}>
            {t({ message: `${restCount} more questions`, comment: 'Opens the rest of a list of questions; the count is at least 2' })}
          </summary>
          <div className={styles.faq}>{rest.map(entry)}</div>
        </details>
      ) : null}
    </div>
  );
}

interface FaqEntryProps {
  item: FaqItem;
  accordion: AccordionActor;
  headingLevel: NonNullable<FaqProps['headingLevel']>;
  /** The `name` of the accordion's `<details>` group. */
  group: string;
  idBase: string;
}

/** Memoised: a toggle re-renders the two entries whose `open` changed, not every question (issue 36). */
const FaqEntry = memo(function FaqEntry({ item, accordion, headingLevel, group, idBase }: FaqEntryProps) {
  const { i18n } = useLingui();
  const open = useSelector(accordion, (snapshot) => isFaqItemOpen(snapshot.context, item.id));

  const { question, answer } = faqItemText(i18n, item);
  const Heading = `h${headingLevel}` as const;
  const questionId = `${idBase}-question`;
  const answerId = `${idBase}-answer`;

  const toggle = (event: MouseEvent) => {
    event.preventDefault(); // the machine decides; `open` follows its snapshot
    accordion.send({ type: 'FAQ.TOGGLE', id: item.id, src: 'button' });
  };
  // The browser opened the item by itself: find-in-page (or a text fragment) reached its answer.
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open && !isFaqItemOpen(accordion.getSnapshot().context, item.id)) {
      accordion.send({ type: 'FAQ.REVEAL', id: item.id, src: 'find' });
    }
  };
  return (
    <details
      className={styles.item}
      name={group}
      open={open}
      onToggle={onToggle}
      data-part="faq-item"
      {...{ [faqItemIdAttribute]: item.id }}
    >
      <summary id={questionId} className={styles.trigger} onClick={toggle}>
        <Heading className={styles.heading}>{question}</Heading>
        <Chevron open={open} className={styles.icon} />
      </summary>
      <div id={answerId} role="region" aria-labelledby={questionId} className={styles.answer}>
        <p className={styles.answerText}>{answer}</p>
      </div>
    </details>
  );
});

import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type CSSProperties, type KeyboardEvent, useCallback, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useHiddenUntilFound } from '../../../components/Faq/faq.dom';
import { Icon } from '../../../components/Icon/Icon';
import { useMachineActor } from '../../../lib/useMachineActor';
import { processTimelineMachine } from '../../../machines/processTimeline';
import { type ProcessStepFacts, processSteps } from '../../../business/process';
import { processDurationText } from '../../../i18n/processText';
import { timelineStepTexts } from './content/timeline';
import styles from './ProcessTimeline.module.css';
import { Chevron } from '../../../components/Chevron/Chevron';

type TimelineActor = ActorRefFrom<typeof processTimelineMachine>;

const stepButtonId = (step: ProcessStepFacts) => `timeline-${step.id}`;

/**
 * The process timeline (the processTimeline machine): the process's four steps
 * (src/business/process.ts, as on the home page) along a line that fills up to
 * the selected step. Each step is a button with its title and duration that
 * expands its description and deliverables (aria-expanded, aria-controls;
 * collapsed, a phone reader sees four short lines, issue 27); the
 * arrow keys, Home and End move between the steps. The panels are in the
 * prerendered HTML and reachable by find-in-page while collapsed; without
 * scripts they are open.
 */
export function ProcessTimeline() {
  const { t } = useLingui();
  const timeline = useMachineActor(processTimelineMachine, { input: { stepCount: processSteps.length } });
  const selected = useSelector(timeline, (snapshot) => snapshot.context.selected);
  const stepNumber = selected + 1;
  const stepCount = processSteps.length;

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const moves: Record<string, number> = { ArrowDown: selected + 1, ArrowRight: selected + 1, ArrowUp: selected - 1, ArrowLeft: selected - 1, Home: 0, End: processSteps.length - 1 };
    const target = moves[event.key];
    const step = target === undefined ? undefined : processSteps[target];
    if (!step) return;
    event.preventDefault();
    document.getElementById(stepButtonId(step))?.focus(); // focusing selects it (onFocus)
  };

  return (
    <div className={styles.timeline} data-part="process-timeline">
      <p className={styles.progress}>
        {t({ message: `Step ${stepNumber} of ${stepCount}`, comment: 'Which step of the process timeline is selected' })}
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys move between the step buttons inside */}
      <ol className={styles.steps} onKeyDown={onKeyDown} style={{ '--timeline-progress': selected / (processSteps.length - 1) } as CSSProperties}>
        {processSteps.map((step, index) => (
          <TimelineEntry key={step.id} step={step} index={index} timeline={timeline} />
        ))}
      </ol>
    </div>
  );
}

function TimelineEntry({ step, index, timeline }: { step: ProcessStepFacts; index: number; timeline: TimelineActor }) {
  const { t, i18n } = useLingui();
  const text = timelineStepTexts[step.id];
  const expanded = useSelector(timeline, (snapshot) => snapshot.context.expanded === index);
  const selected = useSelector(timeline, (snapshot) => snapshot.context.selected === index);
  const passed = useSelector(timeline, (snapshot) => snapshot.context.selected > index);
  const panelRef = useRef<HTMLDivElement>(null);
  const reveal = useCallback(() => {
    if (timeline.getSnapshot().context.expanded !== index) timeline.send({ type: 'TIMELINE.TOGGLE', index });
  }, [timeline, index]);
  useHiddenUntilFound(panelRef, !expanded, reveal);

  const panelId = `${stepButtonId(step)}-deliverables`;
  const number = index + 1;
  const state = selected ? 'selected' : passed ? 'passed' : 'upcoming';
  return (
    <li className={styles.step} data-state={state} aria-current={selected ? 'step' : undefined}>
      <span className={styles.marker} aria-hidden="true">
        <Icon name={text.icon} />
      </span>
      <div className={styles.body}>
        <h3 className={styles.heading}>
          <button
            type="button"
            id={stepButtonId(step)}
            className={styles.trigger}
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => timeline.send({ type: 'TIMELINE.TOGGLE', index })}
            onFocus={() => timeline.send({ type: 'TIMELINE.SELECT', index })}
          >
            <span className={styles.meta}>
              <span className={styles.number}>{t({ message: `Step ${number}`, comment: 'Number of a step in the process timeline' })}</span>
              <span className={styles.duration}>{processDurationText(i18n, step.duration)}</span>
            </span>
            <span className={styles.title}>{i18n._(text.title)}</span>
            <Chevron open={expanded} className={styles.chevron} />
          </button>
        </h3>
        <div
          ref={panelRef}
          id={panelId}
          role="region"
          aria-labelledby={stepButtonId(step)}
          className={styles.panel}
          hidden={!expanded}
          data-hidden-until-found={expanded ? undefined : ''}
        >
          {/* Styled inside: a panel hidden until found keeps its own box (content-visibility), only its content goes. */}
          <div className={styles.panelContent}>
            <p className={styles.description}>{i18n._(text.description)}</p>
            <p className={styles.deliverablesTitle}>{t`What you receive`}</p>
            <ul className={styles.deliverables}>
              {text.deliverables.map((deliverable) => (
                <li key={deliverable.id}>
                  <Icon name="check" className={styles.checkIcon} />
                  {i18n._(deliverable)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </li>
  );
}

import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { fromCallback } from 'xstate';
import { useMotionPreference } from '../../accessibility/motionPreference';
import { useMachineActor } from '../../lib/useMachineActor';
import { formatNumber } from '../../i18n/format';
import { observeIntersection } from '../../lib/observeIntersection';
import { COUNT_UP_VISIBLE_THRESHOLD, type CountUpEvent, countUpMachine, countUpValueAt } from '../../machines/countUp';
import styles from './CountUp.module.css';

export interface CountUpProps {
  /** The final value, e.g. 150 for '150+', 24 for '24/7'. */
  value: number;
  /** Text before the number, e.g. '#'. */
  prefix?: string;
  /** Text after the number, e.g. '+', '%', '/7', 'h'. */
  suffix?: string;
  /** How long counting takes (spec: 2000 ms, some sections 2500 ms). */
  durationMs?: number;
  /** Thousands separators; off for years such as 2016. */
  useGrouping?: boolean;
  /** Digits after the decimal point, e.g. 1 for a 5.0 rating. */
  decimals?: number;
  className?: string;
}

interface CountLook {
  prefix: string;
  suffix: string;
  useGrouping: boolean;
  decimals: number;
}

const formatCount = (i18n: I18n, number: number, { prefix, suffix, useGrouping, decimals }: CountLook) =>
  `${prefix}${formatNumber(i18n, number, { useGrouping, minimumFractionDigits: decimals, maximumFractionDigits: decimals })}${suffix}`;

/** One animation frame after another, reporting the time since the first. */
const animateFrames = fromCallback<CountUpEvent>(({ sendBack }) => {
  let start: number | null = null;
  let frame = requestAnimationFrame(function tick(now) {
    start ??= now;
    sendBack({ type: 'COUNT_UP.FRAME', elapsedMs: now - start });
    frame = requestAnimationFrame(tick);
  });
  return () => cancelAnimationFrame(frame);
});

/** The counter machine with its page effects; they touch the DOM only when they run. */
const browserCountUp = countUpMachine.provide({
  actors: {
    animateFrames,
    watchVisibility: fromCallback<CountUpEvent, { id: string }>(({ input, sendBack }) =>
      observeIntersection(input.id, { threshold: COUNT_UP_VISIBLE_THRESHOLD }, (entry) => {
        if (entry.isIntersecting) sendBack({ type: 'COUNT_UP.VISIBLE' });
      }),
    ),
  },
});

/**
 * A number that counts up once it is seen (the countUp machine). The page and
 * screen readers always have the final value: the prerendered HTML shows it,
 * the moving digits are hidden from assistive technology, and an invisible copy
 * of the final value reserves the width so nothing shifts while counting.
 */
export function CountUp({ value, prefix = '', suffix = '', durationMs, useGrouping = true, decimals = 0, className }: CountUpProps) {
  const { i18n } = useLingui();
  const { reduceMotion } = useMotionPreference();
  const id = useId();
  const counter = useMachineActor(browserCountUp, { input: { id, durationMs } });
  // React shows 0 before and while counting, the value after; the frames in between are below.
  const atRest = useSelector(counter, (snapshot) => (snapshot.matches('done') || snapshot.context.reduceMotion ? value : 0));
  const state = useSelector(counter, (snapshot) => snapshot.value);
  const liveText = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    counter.send({ type: 'COUNT_UP.MOTION', reduce: reduceMotion });
  }, [counter, reduceMotion]);

  const look: CountLook = { prefix, suffix, useGrouping, decimals };
  const final = formatCount(i18n, value, look);

  // Each frame changes the digits' text node and nothing else: no render of the component, so a
  // frame costs microseconds, not a long task (React keeps the same node; it writes the value at the end).
  useEffect(
    () =>
      counter.subscribe((snapshot) => {
        const digits = liveText.current?.firstChild;
        if (!snapshot.matches('counting') || !digits) return;
        const shown = countUpValueAt(value, snapshot.context.elapsedMs, snapshot.context.durationMs, decimals);
        const text = formatCount(i18n, shown, { prefix, suffix, useGrouping, decimals });
        if (digits.nodeValue !== text) digits.nodeValue = text;
      }).unsubscribe,
    [counter, i18n, value, prefix, suffix, useGrouping, decimals],
  );
  return (
    <span id={id} className={[styles.countUp, className].filter(Boolean).join(' ')} data-part="count-up" data-state={state}>
      <span className="visually-hidden">{final}</span>
      <span className={styles.stack} aria-hidden="true">
        <span className={styles.ghost}>{final}</span>
        <span ref={liveText} className={styles.live} data-part="count-up-value">
          {formatCount(i18n, atRest, look)}
        </span>
      </span>
    </span>
  );
}

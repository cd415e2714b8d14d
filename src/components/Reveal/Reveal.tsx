import { type HTMLAttributes, type ReactNode, useLayoutEffect, useRef } from 'react';
import { useMotionPreference } from '../../accessibility/motionPreference';
import styles from './Reveal.module.css';
import { startReveal } from './revealActor';

export type RevealDirection = 'up' | 'down' | 'left' | 'right' | 'scale' | 'fade';

export interface RevealProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The way the content moves as it appears: up (default) rises from below, left comes in from the right, … */
  direction?: RevealDirection;
  /** Extra milliseconds before it appears. Items entering together are staggered by 100 ms anyway. */
  delay?: number;
  /** The page's hero: appears 100 ms after a client-side navigation, never hidden otherwise. */
  hero?: boolean;
  /** The element to render (an `li` in a list of cards). */
  as?: 'div' | 'li' | 'p';
  children: ReactNode;
}

/**
 * Content that appears once as it scrolls into view: the scrollReveal machine,
 * run by `revealActor.ts`, writes its state to `data-state` and the stylesheet
 * hides or shows. The server and the hydrating render assume reduced motion
 * (useMotionPreference), so prerendered content is visible and stays so until
 * the browser knows it may move and that the content is off screen.
 */
export function Reveal({ direction = 'up', delay, hero, as: Tag = 'div', className, children, ...attributes }: RevealProps) {
  const element = useRef<HTMLElement & HTMLDivElement & HTMLLIElement & HTMLParagraphElement>(null);
  const { reduceMotion } = useMotionPreference();
  // Mounted by a client render with motion allowed (a client-side navigation), never painted yet.
  const fresh = useRef(!reduceMotion);

  // A layout effect, so a fresh page (a later navigation) is hidden before it is painted. The machine and
  // its observer are in Reveal's own chunk (the shell) and start after hydration, in this effect.
  useLayoutEffect(() => {
    const target = element.current;
    const mountedFresh = fresh.current;
    fresh.current = false;
    if (reduceMotion || !target) return;
    return startReveal(target, { delay, hero, fresh: mountedFresh });
  }, [reduceMotion, delay, hero]);

  return (
    <Tag
      {...attributes}
      ref={element}
      className={className ? `${styles.reveal} ${className}` : styles.reveal}
      data-reveal={direction}
    >
      {children}
    </Tag>
  );
}

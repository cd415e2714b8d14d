import { type HTMLAttributes, type ReactNode, useLayoutEffect, useRef } from 'react';
import { useMotionPreference } from '../../accessibility/motionPreference';
import { lateCode, when } from '../../islands/when';
import styles from './Reveal.module.css';

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

// The machine and the observer are not needed before the page is interactive: they run after hydration
// (vite.config.ts, chunkGroups: they share the `afterHydration` chunk with the background tasks, one request).
const revealCode = lateCode(() => import('./revealActor'));

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

  // A layout effect, so a fresh page is hidden before it is painted (its code is there by then).
  useLayoutEffect(() => {
    const target = element.current;
    const mountedFresh = fresh.current;
    fresh.current = false;
    if (reduceMotion || !target) return;
    // Code already here (a later navigation): it runs now, before the paint, and a fresh page starts hidden.
    // Otherwise what is painted stays visible until the observer says it is off screen; without the
    // code the content simply stays visible.
    const here = revealCode.peek() !== undefined;
    return when().load(revealCode, (code) => code.startReveal(target, { delay, hero, fresh: mountedFresh && here }));
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

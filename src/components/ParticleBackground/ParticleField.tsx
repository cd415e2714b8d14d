import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useMotionPreference } from '../../accessibility/motionPreference';
import { useMachineActor } from '../../lib/useMachineActor';
import { particleBackgroundMachine, particleDefaults } from '../../machines/particleBackground';
import { createFrameLoop } from './frameLoop';
import styles from './ParticleBackground.module.css';

export interface ParticleFieldProps {
  count?: number;
}

/**
 * The canvas and its machine (loaded lazily by ParticleBackground). The frame
 * loop runs only in the machine's `on.running`; the hero's visibility and the
 * tab's are reported as pause reasons; with reduce animations or screen-reader
 * mode the machine is `off` and there is no canvas.
 */
export default function ParticleField({ count = particleDefaults.count }: ParticleFieldProps) {
  const { reduceMotion } = useMotionPreference();
  // One loop per mounted field (a lazy initial value, not behaviour: nothing ever sets it).
  const [loop] = useState(() => createFrameLoop({ count, linkDistance: particleDefaults.linkDistance }));
  const particles = useMachineActor(
    particleBackgroundMachine.provide({ actions: { startAnimation: () => loop.start(), stopAnimation: () => loop.stop() } }),
    // Off screen until the first observation says otherwise.
    { input: { pausedBy: ['offscreen'] } },
  );
  const state = useSelector(particles, (snapshot) => (snapshot.matches('off') ? 'off' : snapshot.matches({ on: 'running' }) ? 'running' : 'paused'));
  const pausedBy = useSelector(particles, (snapshot) => snapshot.context.pausedBy.join(' '));

  useEffect(() => {
    particles.send({ type: reduceMotion ? 'PARTICLES.DISABLE' : 'PARTICLES.ENABLE' });
  }, [reduceMotion, particles]);

  // Stable ref callbacks: React re-runs a new one (and the old one's clean-up) on every render.
  const watchField = useCallback(
    (field: HTMLDivElement | null) => (field ? watchVisibility(field, (type, src) => particles.send({ type, src })) : undefined),
    [particles],
  );
  const attachCanvas = useCallback((canvas: HTMLCanvasElement | null) => (canvas ? loop.attach(canvas) : undefined), [loop]);

  return (
    <div
      className={styles.field}
      aria-hidden="true"
      data-part="particles"
      data-state={state}
      data-paused-by={pausedBy || undefined}
      ref={watchField}
    >
      {state === 'off' ? null : <canvas className={styles.canvas} ref={attachCanvas} />}
    </div>
  );
}

type Report = (type: 'PARTICLES.PAUSE' | 'PARTICLES.RESUME', src: 'offscreen' | 'hidden') => void;

/** Reports the field scrolled out of view and the tab in the background; returns the clean-up (a React 19 ref callback). */
function watchVisibility(field: HTMLElement, report: Report): () => void {
  const observer = new IntersectionObserver(([entry]) => report(entry?.isIntersecting ? 'PARTICLES.RESUME' : 'PARTICLES.PAUSE', 'offscreen'));
  observer.observe(field);
  const onVisibility = () => report(document.hidden ? 'PARTICLES.PAUSE' : 'PARTICLES.RESUME', 'hidden');
  onVisibility();
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    observer.disconnect();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

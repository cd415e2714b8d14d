import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useMotionPreference } from '../../accessibility/motionPreference';
import { watchOutOfSight } from '../../accessibility/watchOutOfSight';
import { useMachineActor } from '../../lib/useMachineActor';
import { particleBackgroundMachine, particleDefaults } from '../../machines/particleBackground';
import styles from './ParticleBackground.module.css';
import { type RendererState, createParticleRenderer } from './renderer';

export interface ParticleFieldProps {
  count?: number;
}

/** The particle worker, a file of its own in the build (same origin: the content policy's worker-src 'self'). */
const createParticleWorker = () => new Worker(new URL('./particles.worker.ts', import.meta.url), { type: 'module', name: 'particles' });

/** Nothing is drawn on the server: no renderer attribute in server-rendered HTML. */
const serverState: Partial<RendererState> = {};
const getServerState = () => serverState;

/**
 * The canvas and its machine (a chunk of its own, loaded lazily). The
 * particles are drawn off the main thread where the browser allows it: the
 * canvas is transferred to a dedicated worker (`data-renderer="worker"`), else
 * they are drawn on the main thread (`"main"`). Either way they move only in
 * the machine's `on.running`; the hero's visibility and the tab's are reported
 * as pause reasons; with reduce animations or screen-reader mode the machine
 * is `off` and there is no canvas (the next one is a new element, transferred
 * anew).
 */
export default function ParticleField({ count = particleDefaults.count }: ParticleFieldProps) {
  const { reduceMotion } = useMotionPreference();
  // One renderer per mounted field (a lazy initial value, not behaviour: nothing ever sets it).
  // It touches no browser API until a canvas comes (the field is also rendered on the server).
  const [renderer] = useState(() =>
    createParticleRenderer({ count, linkDistance: particleDefaults.linkDistance, createWorker: createParticleWorker }),
  );
  const { kind, canvas: canvasKey } = useSyncExternalStore(renderer.subscribe, renderer.getState, getServerState);
  const particles = useMachineActor(
    particleBackgroundMachine.provide({ actions: { startAnimation: () => renderer.start(), stopAnimation: () => renderer.stop() } }),
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
    (field: HTMLDivElement | null) => (field ? watchOutOfSight(field, (out, src) => particles.send({ type: out ? 'PARTICLES.PAUSE' : 'PARTICLES.RESUME', src })) : undefined),
    [particles],
  );
  const attachCanvas = useCallback((canvas: HTMLCanvasElement | null) => (canvas ? renderer.attach(canvas) : undefined), [renderer]);

  return (
    <div
      className={styles.field}
      aria-hidden="true"
      data-part="particles"
      data-state={state}
      data-paused-by={pausedBy || undefined}
      data-renderer={kind}
      ref={watchField}
    >
      {state === 'off' ? null : <canvas key={canvasKey} className={styles.canvas} ref={attachCanvas} />}
    </div>
  );
}

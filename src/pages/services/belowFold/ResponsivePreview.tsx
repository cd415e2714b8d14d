import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type CSSProperties, useEffect, useRef } from 'react';
import { useMotionPreference } from '../../../accessibility/motionPreference';
import { useMachineActor } from '../../../lib/useMachineActor';
import { watchOutOfSight } from '../../../accessibility/watchOutOfSight';
import { type PreviewDevice, previewDevices, previewSizes, responsivePreviewMachine } from '../../../machines/responsivePreview';
import { HomeHero } from '../../home';
import styles from './ResponsivePreview.module.css';

/** Keeps `--preview-scale` on the screen at the box's width over the device's: the device fits the column. */
function fitToBox(box: HTMLElement, screen: HTMLElement, deviceWidth: number): () => void {
  const fit = () => screen.style.setProperty('--preview-scale', String(Math.min(1, box.clientWidth / deviceWidth)));
  fit();
  const observer = new ResizeObserver(fit);
  observer.observe(box);
  return () => observer.disconnect();
}

/**
 * The responsive design preview (the responsivePreview machine): the home
 * page's first screen, rendered from the home page's own components and text,
 * as a desktop, a tablet or a phone shows it, scaled to fit the column. The
 * hero lays out by its own width (container queries), so each device gets its
 * real layout. The copy is a picture of a page, not part of this one: it is
 * aria-hidden and inert (its links are not in the tab order, its title is no
 * heading and has no id), and the caption says what it shows. The interactive
 * mode counts every 2 s and each change of device; the count waits while the
 * preview is off screen, the tab hidden, or animations are reduced.
 */
export function ResponsivePreview() {
  const { t } = useLingui();
  const preview = useMachineActor(responsivePreviewMachine, { input: { pausedBy: ['offscreen', 'motion'] } });
  const device = useSelector(preview, (snapshot) => snapshot.context.device);
  const interactive = useSelector(preview, (snapshot) => snapshot.matches('interactive'));
  const paused = useSelector(preview, (snapshot) => snapshot.matches({ interactive: 'paused' }));
  const interactions = useSelector(preview, (snapshot) => snapshot.context.interactions);
  const pausedBy = useSelector(preview, (snapshot) => snapshot.context.pausedBy.join(' '));
  const { reduceMotion } = useMotionPreference();
  const root = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  const { width, height } = previewSizes[device];

  useEffect(() => preview.send({ type: reduceMotion ? 'PREVIEW.PAUSE' : 'PREVIEW.RESUME', src: 'motion' }), [preview, reduceMotion]);
  useEffect(
    () => (root.current ? watchOutOfSight(root.current, (out, src) => preview.send({ type: out ? 'PREVIEW.PAUSE' : 'PREVIEW.RESUME', src })) : undefined),
    [preview],
  );
  useEffect(() => (box.current && screen.current ? fitToBox(box.current, screen.current, width) : undefined), [width]);

  const deviceNames: Record<PreviewDevice, string> = {
    desktop: t({ message: 'Desktop', comment: 'Responsive preview device' }),
    tablet: t({ message: 'Tablet', comment: 'Responsive preview device' }),
    mobile: t({ message: 'Mobile', comment: 'Responsive preview device' }),
  };
  // What the window shows: the top of the page, cut at the device's height (and faded out there).
  const captions: Record<PreviewDevice, string> = {
    desktop: t({ message: `The home page on a desktop screen: the top ${height} pixels, ${width} pixels wide.`, comment: 'Responsive preview caption; {height} and {width} are numbers of CSS pixels' }),
    tablet: t({ message: `The home page on a tablet: the top ${height} pixels, ${width} pixels wide.`, comment: 'Responsive preview caption; {height} and {width} are numbers of CSS pixels' }),
    mobile: t({ message: `The home page on a phone: the top ${height} pixels, ${width} pixels wide.`, comment: 'Responsive preview caption; {height} and {width} are numbers of CSS pixels' }),
  };

  return (
    <div
      ref={root}
      className={styles.preview}
      data-part="responsive-preview"
      data-device={device}
      data-mode={interactive ? (paused ? 'paused' : 'ticking') : 'static'}
      data-paused-by={pausedBy || undefined}
    >
      <div className={styles.controls}>
        <div role="group" aria-label={t`Device`} className={styles.devices}>
          {previewDevices.map((choice) => {
            const choiceWidth = previewSizes[choice].width;
            return (
              <button
                key={choice}
                type="button"
                className={styles.choice}
                aria-pressed={choice === device}
                onClick={() => preview.send({ type: 'PREVIEW.SELECT_DEVICE', device: choice })}
              >
                {deviceNames[choice]}
                <span className={styles.size}>{t({ message: `${choiceWidth} px`, comment: 'A preview device’s width in CSS pixels' })}</span>
              </button>
            );
          })}
        </div>
        <button type="button" className={styles.choice} aria-pressed={interactive} onClick={() => preview.send({ type: 'PREVIEW.TOGGLE_INTERACTIVE' })}>
          {t`Interactive mode`}
        </button>
      </div>
      <p className={styles.counter} data-part="preview-interactions" hidden={!interactive}>
        {t`Interactions: ${interactions}`}
        {paused ? <span className={styles.paused}> {t({ message: '(paused)', comment: 'Responsive preview: the counter waits (off screen, tab hidden or reduce animations)' })}</span> : null}
      </p>
      <figure className={styles.figure}>
        <div
          ref={box}
          className={styles.box}
          style={{ '--preview-width': width, '--preview-height': height } as CSSProperties}
        >
          <div ref={screen} className={styles.screen} aria-hidden="true" inert>
            <HomeHero copy />
          </div>
        </div>
        <figcaption className={styles.caption} data-part="preview-caption">
          {captions[device]}
        </figcaption>
      </figure>
    </div>
  );
}

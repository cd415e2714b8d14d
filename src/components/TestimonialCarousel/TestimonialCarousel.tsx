import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type FocusEvent, type ReactNode, memo, useEffect } from 'react';
import { useMotionPreference } from '../../accessibility/motionPreference';
import { useMachineActor } from '../../lib/useMachineActor';
import { type SlideDirection, carouselMachine, carouselView } from '../../machines/carousel';
import { type Testimonial, maxRating } from './testimonial';
import buttons from '../Button/button.module.css';
import styles from './TestimonialCarousel.module.css';

export type { Testimonial } from './testimonial';

export interface TestimonialCarouselProps {
  testimonials: readonly Testimonial[];
  /** Accessible name of the carousel region, e.g. "Client testimonials". */
  label: string;
  /** Prefix of the element ids, unique on the page. */
  idPrefix: string;
  /** Milliseconds between automatic advances (spec: 6 s on the home page, 5 s by default). */
  autoAdvanceInterval?: number;
}

/**
 * Testimonials one at a time (the carousel machine). Accessible autoplay
 * (WCAG 2.2.2): a visible pause/play button, no automatic change while the
 * pointer is on the carousel or keyboard focus is in it, none at all with
 * reduce animations or screen-reader mode; the live region is silent while
 * playing and polite once paused. Every quote is in the prerendered HTML; without
 * JavaScript they are all shown as a list.
 */
export function TestimonialCarousel({ testimonials, label, idPrefix, autoAdvanceInterval }: TestimonialCarouselProps) {
  const { t } = useLingui();
  const { allowAutoAdvance, reduceMotion } = useMotionPreference();
  const count = testimonials.length;
  // The first render (prerendered HTML, hydration) is still; the effect below starts autoplay where allowed.
  const carousel = useMachineActor(carouselMachine, { input: { count, autoAdvanceInterval, allowAutoAdvance: false } });
  const index = useSelector(carousel, (snapshot) => snapshot.context.index);
  const direction = useSelector(carousel, (snapshot) => snapshot.context.direction);
  const locked = useSelector(carousel, (snapshot) => snapshot.matches({ slides: 'changing' }));
  const playing = useSelector(carousel, (snapshot) => snapshot.matches({ autoplay: 'playing' }));
  const playIntended = useSelector(carousel, (snapshot) => carouselView.isPlayIntended(snapshot.context));
  const autoplayAvailable = useSelector(carousel, (snapshot) => carouselView.isAutoplayAvailable(snapshot.context));

  useEffect(() => {
    carousel.send({ type: allowAutoAdvance ? 'AUTOPLAY.RESUME' : 'AUTOPLAY.PAUSE', src: 'motion' });
  }, [allowAutoAdvance, carousel]);

  // Keyboard focus pauses; a mouse click focuses a button too, but pointing already pauses it.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(':focus-visible')) carousel.send({ type: 'AUTOPLAY.PAUSE', src: 'focus' });
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.send({ type: 'AUTOPLAY.RESUME', src: 'focus' });
  };

  const slidesId = `${idPrefix}-slides`;
  const dotLabel = (number: number) =>
    t({ message: `Testimonial ${number} of ${count}`, comment: 'Label of a dot button under the testimonials' });
  return (
    // Pointer and focus only pause autoplay here; the controls inside are the interactive elements.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="region"
      aria-roledescription={t({ message: 'carousel', comment: 'Screen readers announce this as the kind of element (aria-roledescription)' })}
      aria-label={label}
      className={styles.carousel}
      data-part="carousel"
      data-state={playing ? 'playing' : 'paused'}
      // A pointer that hovers (mouse, pen): a finger has no hover, and its tap would pause and resume
      // at once, two renders in the tap's frame on a slow phone (issue 36).
      onPointerEnter={(event) => event.pointerType !== 'touch' && carousel.send({ type: 'AUTOPLAY.PAUSE', src: 'hover' })}
      onPointerLeave={(event) => event.pointerType !== 'touch' && carousel.send({ type: 'AUTOPLAY.RESUME', src: 'hover' })}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div id={slidesId} className={styles.slides} aria-live={playing ? 'off' : 'polite'} aria-atomic="false">
        {testimonials.map((testimonial, position) => (
          <Slide
            key={testimonial.id}
            testimonial={testimonial}
            number={position + 1}
            count={count}
            current={position === index}
            direction={direction}
            animate={!reduceMotion}
          />
        ))}
      </div>
      <div className={styles.controls}>
        {autoplayAvailable ? (
          <button
            type="button"
            className={styles.playPause}
            data-part="play-pause"
            aria-controls={slidesId}
            onClick={() => carousel.send({ type: 'AUTOPLAY.TOGGLE' })}
          >
            <span className={styles.playPauseIcon} data-state={playIntended ? 'playing' : 'paused'} aria-hidden="true" />
            {playIntended ? (
              <Trans comment="Button that stops the testimonials from changing by themselves">Pause slideshow</Trans>
            ) : (
              <Trans comment="Button that lets the testimonials change by themselves again">Play slideshow</Trans>
            )}
          </button>
        ) : null}
        <div className={styles.stepper}>
          <CarouselArrow
            direction="prev"
            controls={slidesId}
            locked={locked}
            label={<Trans>Previous testimonial</Trans>}
            onPress={() => carousel.send({ type: 'CAROUSEL.PREV', src: 'button' })}
          />
          <ul className={styles.dots} aria-label={t`Choose a testimonial`}>
            {testimonials.map((testimonial, position) => (
              <li key={testimonial.id}>
                <button
                  type="button"
                  className={`${buttons.iconButton} ${styles.dot}`}
                  data-part="dot"
                  aria-controls={slidesId}
                  aria-current={position === index ? 'true' : undefined}
                  aria-disabled={locked || undefined}
                  onClick={() => carousel.send({ type: 'CAROUSEL.GOTO', index: position, src: 'dot' })}
                >
                  <span className="visually-hidden">{dotLabel(position + 1)}</span>
                </button>
              </li>
            ))}
          </ul>
          <CarouselArrow
            direction="next"
            controls={slidesId}
            locked={locked}
            label={<Trans>Next testimonial</Trans>}
            onPress={() => carousel.send({ type: 'CAROUSEL.NEXT', src: 'button' })}
          />
        </div>
      </div>

    </div>
  );
}

interface SlideProps {
  testimonial: Testimonial;
  number: number;
  count: number;
  current: boolean;
  direction: SlideDirection;
  animate: boolean;
}

/**
 * One testimonial: rating (as text for screen readers), quote, name and role.
 * The slide is a group named by its position (the APG carousel pattern); the
 * testimonial inside it is a figure whose caption names the author. They are two
 * elements because HTML forbids a role on a figure that has a figcaption.
 */
// Memoised: a change of slide re-renders the two slides it shows and hides, not every testimonial (issue 36).
const Slide = memo(function Slide({ testimonial, number, count, current, direction, animate }: SlideProps) {
  const { t, i18n } = useLingui();
  const rating = testimonial.rating;
  return (
    <div
      role="group"
      aria-roledescription={t({ message: 'slide', comment: 'Screen readers announce this as the kind of element (aria-roledescription)' })}
      aria-label={t({ message: `${number} of ${count}`, comment: 'Position of a testimonial, e.g. "2 of 5"' })}
      className={styles.slide}
      data-part="slide"
      data-direction={direction}
      data-animate={animate || undefined}
      hidden={!current}
    >
      <figure className={styles.testimonial}>
        <p className={styles.rating}>
          <span className={styles.stars} aria-hidden="true">
            <span className={styles.filled}>{'★'.repeat(rating)}</span>
            {'★'.repeat(maxRating - rating)}
          </span>
          <span className="visually-hidden">
            {t({ message: `Rated ${rating} out of ${maxRating}`, comment: 'Star rating of a testimonial, for screen readers' })}
          </span>
        </p>
        <blockquote className={styles.quote}>
          <p>{i18n._(testimonial.content)}</p>
        </blockquote>
        <figcaption className={styles.author}>
          <span className={styles.avatar} aria-hidden="true">
            {initials(testimonial.name)}
          </span>
          <span>
            <span className={styles.name}>{testimonial.name}</span>
            <span className={styles.role}>{i18n._(testimonial.role)}</span>
          </span>
        </figcaption>
      </figure>
    </div>
  );
});

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^\p{Lu}/u.test(part) && !part.endsWith('.'))
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
}

/** The previous/next buttons: aria-disabled (not disabled) while the carousel is locked, so focus stays on them. */
function CarouselArrow({
  direction,
  controls,
  locked,
  label,
  onPress,
}: {
  direction: 'prev' | 'next';
  controls: string;
  locked: boolean;
  label: ReactNode;
  onPress: () => void;
}) {
  return (
    <button type="button" className={styles.arrow} data-part={direction} aria-controls={controls} aria-disabled={locked || undefined} onClick={onPress}>
      <span className={styles.arrowIcon} data-direction={direction === 'prev' ? 'backward' : 'forward'} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

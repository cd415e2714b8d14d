import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { fromCallback } from 'xstate';
import { type ImageId, imageTable } from '../../assets/images/imageTable';
import { useMachineActor } from '../../lib/useMachineActor';
import { observeIntersection } from '../../lib/observeIntersection';
import { LAZY_IMAGE_ROOT_MARGIN_PX, type LazyImageEvent, type LazyImageWatcherInput, lazyImageMachine } from '../../machines/lazyImage';
import styles from './LazyImage.module.css';

export interface LazyImageProps {
  image: ImageId;
  /** Translated description; '' for a decorative image. */
  alt: string;
  /** Width and height are required so the box is reserved before the image arrives (spec section 5). */
  width: number;
  height: number;
  /**
   * Above the fold (hero, 404 illustration): loads at once. With high fetch priority when it is
   * content; a decorative one (alt '') waits behind the page's text, style and code, which the
   * first screen needs more.
   */
  priority?: boolean;
  /** How wide the image is shown, for choosing a file (the `sizes` attribute). */
  sizes?: string;
  className?: string;
}

const imgIdOf = (frameId: string) => `${frameId}-img`;

const webpSrcSet = (image: ImageId) =>
  imageTable[image].widths.map((width) => [`/images/${image}-${width}.webp`, `${width}w`].join(' ')).join(', ');

/** How an <img> download ended (the prerendered element always has its source). */
function watchImageLoad(img: HTMLImageElement | null, sendBack: (event: LazyImageEvent) => void): () => void {
  if (!img) return () => {};
  const report = () => sendBack({ type: img.naturalWidth > 0 ? 'IMAGE.LOADED' : 'IMAGE.FAILED' });
  // A priority image may have finished before hydration attached any listener.
  if (img.complete) {
    report();
    return () => {};
  }
  const onError = () => sendBack({ type: 'IMAGE.FAILED' });
  img.addEventListener('load', report);
  img.addEventListener('error', onError);
  return () => {
    img.removeEventListener('load', report);
    img.removeEventListener('error', onError);
  };
}

/** The lazy image machine with its page effects; they touch the DOM only when they run. */
const browserLazyImage = lazyImageMachine.provide({
  actors: {
    watchVisibility: fromCallback<LazyImageEvent, LazyImageWatcherInput>(({ input, sendBack }) =>
      observeIntersection(input.id, { rootMargin: `${LAZY_IMAGE_ROOT_MARGIN_PX}px` }, (entry) => {
        if (entry.isIntersecting) sendBack({ type: 'IMAGE.NEAR_VIEWPORT' });
      }),
    ),
    watchLoad: fromCallback<LazyImageEvent, LazyImageWatcherInput>(({ input, sendBack }) =>
      watchImageLoad(document.getElementById(imgIdOf(input.id)) as HTMLImageElement | null, sendBack),
    ),
  },
});

/**
 * A responsive image from the build-time pipeline (WebP at several widths plus a
 * fallback) whose loading is the lazyImage machine. The box keeps the image's
 * ratio in every state, so nothing shifts. Before hydration and without
 * JavaScript the prerendered <img> loads natively (loading="lazy" below the fold).
 */
export function LazyImage({ image, alt, width, height, priority = false, sizes = '100vw', className }: LazyImageProps) {
  const { t } = useLingui();
  const id = useId();
  const actor = useMachineActor(browserLazyImage, { input: { id, priority } });
  const state = useSelector(actor, (snapshot) => snapshot.value);

  // Prerendered with its files and native lazy loading, so visitors without JavaScript and
  // search engines get the picture (and the HTML is valid: an <img> needs a src). The browser
  // decides when a lazy file downloads; the machine decides when it is shown (within 50 px of
  // the viewport it fades in once loaded) and when the placeholder replaces it.
  const picture = (
    <picture>
      <source type="image/webp" srcSet={webpSrcSet(image)} sizes={sizes} />
      <img
        id={imgIdOf(id)}
        className={styles.img}
        src={imageTable[image].fallback}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? (alt ? 'high' : 'low') : undefined}
      />
    </picture>
  );

  return (
    <span
      id={id}
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-part="lazy-image"
      data-image={image}
      data-state={state}
      data-priority={priority}
    >
      {state === 'failed' ? (
        <span className={styles.placeholder} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
          {t({ message: 'Image not available', comment: 'Shown in place of an image that could not be loaded' })}
        </span>
      ) : (
        picture
      )}
    </span>
  );
}

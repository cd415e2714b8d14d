import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, useRef } from 'react';
import { imageTable } from '../../../assets/images/imageTable';
import { useHiddenUntilFound } from '../../../components/Faq/faq.dom';
import { LazyImage } from '../../../components/LazyImage/LazyImage';
import { useMachineActor } from '../../../lib/useMachineActor';
import { videoTestimonialsMachine } from '../../../machines/videoTestimonials';
import { type VideoTestimonial, videoTestimonials } from './content/videoTestimonials';
import styles from './VideoTestimonials.module.css';
import { Chevron } from '../../../components/Chevron/Chevron';

/**
 * The video testimonials (the videoTestimonials machine): a button per
 * testimonial, the chosen one's poster, result, name and company, and its
 * transcript behind a button. No player: the site has no real clip of these
 * sample clients (docs/decisions.md), so there is no play or mute button that
 * could not play. Every testimonial is in the prerendered HTML; a collapsed
 * transcript is `hidden="until-found"`, so find-in-page reaches and opens it.
 */
export function VideoTestimonials() {
  const { t } = useLingui();
  const videos = useMachineActor(videoTestimonialsMachine, { input: { count: videoTestimonials.length } });
  const selected = useSelector(videos, (snapshot) => snapshot.context.selected);
  const transcriptShown = useSelector(videos, (snapshot) => snapshot.matches('transcriptShown'));
  const revealTranscript = useCallback(() => videos.send({ type: 'TRANSCRIPT.REVEAL', src: 'find' }), [videos]);
  return (
    <div className={styles.videos} data-part="video-testimonials">
      <div role="group" aria-label={t`Choose a testimonial`} className={styles.choices}>
        {videoTestimonials.map((testimonial, index) => (
          <ChoiceButton
            key={testimonial.id}
            testimonial={testimonial}
            chosen={index === selected}
            onChoose={() => videos.send({ type: 'VIDEO.SELECT', index })}
          />
        ))}
      </div>
      {videoTestimonials.map((testimonial, index) => (
        <TestimonialPanel
          key={testimonial.id}
          testimonial={testimonial}
          hidden={index !== selected}
          transcriptShown={transcriptShown}
          onToggleTranscript={() => videos.send({ type: 'TRANSCRIPT.TOGGLE' })}
          onFound={revealTranscript}
        />
      ))}
    </div>
  );
}

function ChoiceButton({ testimonial, chosen, onChoose }: { testimonial: VideoTestimonial; chosen: boolean; onChoose: () => void }) {
  return (
    <button type="button" className={styles.choice} aria-pressed={chosen} data-part="video-choice" onClick={onChoose}>
      <span className={styles.choiceName}>{testimonial.name}</span>
      <span className={styles.choiceCompany}>{testimonial.company}</span>
    </button>
  );
}

interface PanelProps {
  testimonial: VideoTestimonial;
  hidden: boolean;
  transcriptShown: boolean;
  onToggleTranscript: () => void;
  onFound: () => void;
}

function TestimonialPanel({ testimonial, hidden, transcriptShown, onToggleTranscript, onFound }: PanelProps) {
  const { i18n } = useLingui();
  const transcriptRef = useRef<HTMLDivElement>(null);
  // Only the testimonial on screen: find-in-page cannot open the other one's panel.
  useHiddenUntilFound(transcriptRef, !hidden && !transcriptShown, onFound);
  const transcriptId = `video-transcript-${testimonial.id}`;
  const poster = imageTable[testimonial.poster];
  return (
    <article className={styles.panel} hidden={hidden} data-part="video-testimonial" data-testimonial={testimonial.id} aria-labelledby={`video-name-${testimonial.id}`}>
      <LazyImage image={testimonial.poster} alt="" width={poster.width} height={poster.height} sizes="(min-width: 60rem) 16rem, 5.5rem" className={styles.poster} />
      <div className={styles.details}>
        <p className={styles.result} data-part="video-result">
          {i18n._(testimonial.result)}
        </p>
        <h4 id={`video-name-${testimonial.id}`} className={styles.name}>
          {testimonial.name}
        </h4>
        <p className={styles.company}>
          {testimonial.company}, {i18n._(testimonial.location)}
        </p>
        <button
          type="button"
          className={styles.transcriptToggle}
          aria-expanded={transcriptShown}
          aria-controls={transcriptId}
          data-part="transcript-toggle"
          onClick={onToggleTranscript}
        >
          <Trans comment="Button that shows or hides what the client says, written out">Transcript</Trans>
          <Chevron open={transcriptShown} />
        </button>
        <div
          ref={transcriptRef}
          id={transcriptId}
          className={styles.transcript}
          data-part="transcript"
          hidden={!transcriptShown}
          data-hidden-until-found={transcriptShown ? undefined : ''}
        >
          {testimonial.transcript.map((paragraph) => (
            <p key={paragraph.id}>{i18n._(paragraph)}</p>
          ))}
        </div>
      </div>
    </article>
  );
}

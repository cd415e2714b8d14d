import { Plural, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { fromCallback } from 'xstate';
import { useMachineActor } from '../../../lib/useMachineActor';
import { type StoriesFilterEvent, type StoryFilter, storiesFilterMachine, storyFilters, storyShown } from '../../../machines/storiesFilter';
import { successStories } from './content/stories';
import type { SuccessStory } from '../content/types';
import disclosure from '../../../components/Disclosure/disclosure.module.css';
import styles from './SuccessStories.module.css';

/**
 * The success stories with their filter (the storiesFilter machine): all, SEO,
 * Google Ads or websites, announced with a live count. Each story shows its
 * key result; the whole story is a native disclosure (issue 27). A service card's
 * "learn more" link (data-highlights-story) highlights the results of the
 * story about that service while it is pointed at or focused.
 */
export function SuccessStories() {
  const stories = useMachineActor(browserStoriesFilter);
  const filter = useSelector(stories, (snapshot) => snapshot.value.filter as StoryFilter);
  const highlighted = useSelector(stories, (snapshot) => snapshot.context.highlighted);
  const shown = successStories.filter((story) => storyShown(filter, story.serviceType));

  const count = shown.length;
  return (
    <div className={styles.stories} data-part="success-stories" data-filter={filter}>
      <FilterButtons filter={filter} onChoose={(choice) => stories.send({ type: 'STORIES.FILTER', filter: choice })} />
      <p className={styles.count} role="status" data-part="story-count">
        <Plural value={count} one="# success story" other="# success stories" />
      </p>
      <ul className={styles.list}>
        {successStories.map((story) => (
          <StoryCard key={story.id} story={story} hidden={!shown.includes(story)} highlighted={highlighted === story.serviceId} />
        ))}
      </ul>
    </div>
  );
}

function FilterButtons({ filter, onChoose }: { filter: StoryFilter; onChoose: (filter: StoryFilter) => void }) {
  const { t } = useLingui();
  const labels: Record<StoryFilter, string> = {
    all: t({ message: 'All', comment: 'Filter of the success stories: show all' }),
    seo: t({ message: 'SEO', comment: 'Filter of the success stories: SEO projects' }),
    ads: t({ message: 'Google Ads', comment: 'Filter of the success stories: Google Ads projects' }),
    website: t({ message: 'Websites', comment: 'Filter of the success stories: website projects' }),
  };
  return (
    <div role="group" aria-label={t`Filter success stories by service`} className={styles.filters}>
      {storyFilters.map((choice) => (
        <button key={choice} type="button" className={styles.filter} aria-pressed={choice === filter} onClick={() => onChoose(choice)}>
          {labels[choice]}
        </button>
      ))}
    </div>
  );
}

function StoryCard({ story, hidden, highlighted }: { story: SuccessStory; hidden: boolean; highlighted: boolean }) {
  const { t, i18n } = useLingui();
  const columns = {
    before: t({ message: 'Before', comment: 'Column of the results table in a success story' }),
    after: t({ message: 'After', comment: 'Column of the results table in a success story' }),
    change: t({ message: 'Change', comment: 'Column of the results table in a success story' }),
  };
  const titleId = `story-${story.id}`;
  const [keyResult] = story.results;
  return (
    <li className={styles.story} hidden={hidden} data-story={story.id} data-service-type={story.serviceType}>
      <article aria-labelledby={titleId}>
        <p className={styles.industry}>{i18n._(story.industry)}</p>
        <h3 id={titleId} className={styles.client}>
          {story.clientName}
        </h3>
        {/* The result at a glance; the whole story (challenge, solution, every figure, the client's words) opens below it. */}
        <div className={styles.results} data-part="story-results" data-highlighted={highlighted || undefined}>
          {keyResult ? (
            <p className={styles.keyResult}>
              <strong className={styles.improvement}>{i18n._(keyResult.improvement)}</strong> {i18n._(keyResult.metric)}
            </p>
          ) : null}
        </div>
        <details className={`${disclosure.disclosure} ${styles.more}`} data-part="story-details">
          <summary className={disclosure.summary}>{t({ message: 'The whole story', comment: 'Opens the challenge, solution, results and the client’s words of a success story' })}</summary>
          <dl className={styles.approach}>
            <dt>{t({ message: 'Challenge', comment: 'Heading in a success story' })}</dt>
            <dd>{i18n._(story.challenge)}</dd>
            <dt>{t({ message: 'Solution', comment: 'Heading in a success story' })}</dt>
            <dd>{i18n._(story.solution)}</dd>
          </dl>
          <div className={styles.resultFigures}>
            <table className={styles.resultTable}>
              <caption className={styles.resultCaption}>{t({ message: 'Results', comment: 'Caption of the results table in a success story' })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t({ message: 'Metric', comment: 'Column of the results table in a success story' })}</th>
                  <th scope="col">{columns.before}</th>
                  <th scope="col">{columns.after}</th>
                  <th scope="col">{columns.change}</th>
                </tr>
              </thead>
              <tbody>
                {story.results.map((result) => (
                  <tr key={result.metric.id}>
                    <th scope="row">{i18n._(result.metric)}</th>
                    {/* data-label: the column's name above the figure where a narrow card stacks the row */}
                    <td data-label={columns.before}>{i18n._(result.before)}</td>
                    <td data-label={columns.after}>{i18n._(result.after)}</td>
                    <td data-label={columns.change} className={styles.improvement}>
                      {i18n._(result.improvement)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={styles.timeline}>{i18n._(story.timeline)}</p>
          </div>
          {story.testimonial ? (
            <figure className={styles.quote}>
              <blockquote>
                <p>{i18n._(story.testimonial.quote)}</p>
              </blockquote>
              <figcaption>
                <strong>{story.testimonial.author}</strong>, {i18n._(story.testimonial.role)}
              </figcaption>
            </figure>
          ) : null}
        </details>
      </article>
    </li>
  );
}

/**
 * The filter's `watchHighlights` actor: which service's "learn more" link is pointed at or
 * focused (elements with data-highlights-story anywhere on the page), and when the pointer or
 * focus leaves it. One listener pair on the document.
 */
const watchHighlights = fromCallback<StoriesFilterEvent>(({ sendBack }) => {
  const linkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('[data-highlights-story]') : null);
  const enter = (event: Event) => {
    const serviceId = linkOf(event.target)?.dataset.highlightsStory;
    if (serviceId) sendBack({ type: 'STORIES.HIGHLIGHT', serviceId });
  };
  const leave = (event: Event) => {
    const link = linkOf(event.target);
    if (link && !link.contains((event as FocusEvent | PointerEvent).relatedTarget as Node | null)) sendBack({ type: 'STORIES.UNHIGHLIGHT' });
  };
  document.addEventListener('pointerover', enter);
  document.addEventListener('pointerout', leave);
  document.addEventListener('focusin', enter);
  document.addEventListener('focusout', leave);
  return () => {
    document.removeEventListener('pointerover', enter);
    document.removeEventListener('pointerout', leave);
    document.removeEventListener('focusin', enter);
    document.removeEventListener('focusout', leave);
  };
});

const browserStoriesFilter = storiesFilterMachine.provide({ actors: { watchHighlights } });

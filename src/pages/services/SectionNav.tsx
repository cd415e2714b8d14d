import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { CSSProperties, MouseEvent } from 'react';
import { fromCallback } from 'xstate';
import { currentPreference } from '../../accessibility/motionPreference';
import { Icon } from '../../components/Icon/Icon';
import { layOutNow } from '../../lib/deferredLayout';
import { openDisclosuresAt } from '../../lib/disclosureAtHash';
import { useMachineActor } from '../../lib/useMachineActor';
import { SECTION_NAV_OFFSET_PX, type SectionNavEvent, sectionAtReadingLine, sectionNavMachine } from '../../machines/sectionNav';
import { type SectionNavId, servicesAnchorOrder, servicesNavIds } from './sections';
import styles from './SectionNav.module.css';

const behavior = (): ScrollBehavior => (currentPreference().reduceMotion ? 'instant' : 'smooth');

/** Scrolls a section to just below the header and gives it focus, so the keyboard goes on from there. */
function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  openDisclosuresAt(section); // a tool that waits behind its launcher opens as the visitor is taken to it
  layOutNow();
  window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY - SECTION_NAV_OFFSET_PX, behavior: behavior() });
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
}

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: behavior() });
  document.getElementById('main-content')?.focus({ preventScroll: true });
}

/**
 * Reports the scroll position to the machine, at most once an animation frame:
 * reads only (scroll offset, page height, the sections' tops), never a write
 * between them, so measuring forces no extra layout. Every anchor of the page,
 * listed or not: reading one that is not listed marks no link (the last listed
 * one above it would stay marked through every part after it).
 */
const watchScroll = fromCallback<SectionNavEvent>(({ sendBack }) => {
  let frame = 0;
  const measure = () => {
    frame = 0;
    const tops = (servicesAnchorOrder as readonly string[])
      .map((id) => ({ id, top: document.getElementById(id)?.getBoundingClientRect().top }))
      .filter((section): section is { id: string; top: number } => section.top !== undefined)
      .sort((a, b) => a.top - b.top);
    sendBack({ type: 'NAV.SCROLLED', y: window.scrollY, maxY: document.documentElement.scrollHeight - window.innerHeight, activeId: sectionAtReadingLine(tops) });
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(measure);
  };
  measure();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
});

/** While the list is open: Escape closes it. */
const watchEscape = fromCallback<SectionNavEvent>(({ sendBack }) => {
  const close = (event: KeyboardEvent) => {
    if (event.key === 'Escape') sendBack({ type: 'NAV.LIST.CLOSE' });
  };
  document.addEventListener('keydown', close);
  return () => document.removeEventListener('keydown', close);
});

const browserSectionNav = sectionNavMachine.provide({
  actions: {
    scrollToSection: (_, { id }) => scrollToSection(id),
    scrollToTop,
    focusToggle: () => document.getElementById('section-nav-toggle')?.focus(),
  },
  actors: { watchScroll, watchEscape },
});

/**
 * The services page's floating section navigation (the sectionNav machine):
 * the page's listed sections in the page's order with the one being read
 * marked, back-to-top from 500 px as the list's last entry, and a reading
 * progress bar. On wide screens the list sits in the right margin; on smaller
 * ones behind one bottom-right button above the accessibility button (one
 * button column: docs/architecture.md, "Floating layers"). The links are plain
 * anchors in the prerendered HTML.
 */
export function SectionNav() {
  const { t } = useLingui();
  const nav = useMachineActor(browserSectionNav);
  const activeId = useSelector(nav, (snapshot) => snapshot.context.activeId);
  const progress = useSelector(nav, (snapshot) => snapshot.context.progress);
  const backToTop = useSelector(nav, (snapshot) => snapshot.matches({ backToTop: 'shown' }));
  const listOpen = useSelector(nav, (snapshot) => snapshot.matches({ list: 'open' }));

  const labels: Record<SectionNavId, string> = {
    'services-section': t({ message: 'Services', comment: 'Section navigation: the service showcase' }),
    'service-comparison': t({ message: 'Packages', comment: 'Section navigation: the package comparison' }),
    'roi-calculator': t({ message: 'ROI calculator', comment: 'Section navigation' }),
    'process-timeline': t({ message: 'Process', comment: 'Section navigation: the process timeline' }),
    'quick-quote': t({ message: 'Quick quote', comment: 'Section navigation' }),
    'contact-section': t({ message: 'Contact', comment: 'Section navigation: the closing contact block' }),
  };
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    nav.send({ type: 'NAV.GO', id });
  };

  return (
    <div className={styles.sectionNav} data-part="section-nav" data-list={listOpen ? 'open' : 'closed'}>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t`Reading progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        style={{ '--reading-progress': progress / 100 } as CSSProperties}
      />
      {/* Opened on a phone, the list is the visitor's own choice and stays over the page until closed; docked on a wide screen, it gives way like any floating layer. */}
      <nav
        className={styles.panel}
        id="section-nav-list"
        aria-label={t`Sections of this page`}
        data-floating={listOpen ? undefined : 'section-nav-panel'}
      >
        <ul className={styles.list}>
          {servicesNavIds.map((id) => (
            <li key={id}>
              <a href={`#${id}`} className={styles.link} aria-current={activeId === id ? 'true' : undefined} onClick={(event) => go(event, id)}>
                {labels[id]}
              </a>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.backToTop} data-part="back-to-top" hidden={!backToTop} onClick={() => nav.send({ type: 'NAV.TOP' })}>
          <Icon name="arrowUp" />
          {t`Back to top`}
        </button>
      </nav>
      <button
        type="button"
        id="section-nav-toggle"
        className={styles.toggle}
        data-floating="section-nav-button"
        aria-expanded={listOpen}
        aria-controls="section-nav-list"
        onClick={() => nav.send({ type: 'NAV.LIST.TOGGLE' })}
      >
        <Icon name="list" />
        <span className="visually-hidden">{t`Sections of this page`}</span>
      </button>
    </div>
  );
}

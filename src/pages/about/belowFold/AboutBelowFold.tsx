import { Trans, useLingui } from '@lingui/react/macro';
import buttons from '../../../components/Button/button.module.css';
import { CallToAction } from '../../../components/CallToAction/CallToAction';
import { CardGrid } from '../../../components/CardGrid/CardGrid';
import { textCardItems } from '../../../components/CardGrid/textCard';
import { Figure } from '../../../components/CountUp/Figure';
import { FaqIsland } from '../../../components/Faq/FaqIsland';
import { PageLink } from '../../../components/PageLink/PageLink';
import { Reveal } from '../../../components/Reveal/Reveal';
import { Section } from '../../../components/Section/Section';
import { useDisclosuresAtHash } from '../../../lib/disclosureAtHash';
import { claims } from '../../../business/claims';
import { COUNTER_DURATION_MS, aboutFaq, clients, counters, education, expertise, skills, timeline, values } from './content';
import { SkillList } from './SkillList';
import { Timeline } from './Timeline';
import styles from './AboutBelowFold.module.css';

/**
 * The about page after its introduction, in the spec's order: one island with its own catalog
 * (src/i18n/belowFoldText.ts); its widgets are islands inside it. On a phone the certificates and
 * values show their titles, each opening its text (issue 36); a link to one (#certificate-…, #value-…) opens it.
 */
export function AboutBelowFold() {
  const { i18n } = useLingui();
  useDisclosuresAtHash();
  const { projects } = claims;
  const expertiseCards = textCardItems(i18n, expertise);
  const educationCards = textCardItems(i18n, education);
  const valueCards = textCardItems(i18n, values);
  const clientCards = clients.map((client) => ({
    id: client.id,
    eyebrow: i18n._(client.industry),
    title: client.name,
    text: i18n._(client.work),
  }));
  return (
    <>
      <Section
        id="expertise"
        tone="surface"
        title={<Trans>My expertise</Trans>}
        intro={<Trans>Four disciplines that work best together – all in one hand.</Trans>}
        staggered
      >
        <CardGrid items={expertiseCards} />
      </Section>

      <Section
        id="clients"
        title={<Trans>Clients I work for</Trans>}
        intro={<Trans>A few of the businesses that trust me with their websites, rankings and campaigns.</Trans>}
        staggered
      >
        <CardGrid items={clientCards} variant="accent" />
        <Reveal as="p" className={styles.portfolio}>
          <Trans comment="{projects} is a number (150)">
            Beyond these four, my portfolio spans more than {projects} projects: websites for craft businesses and medical
            practices, online shops, multilingual sites for exporters and web applications for start-ups. Many clients
            have stayed with me for years – for ongoing SEO, for Google Ads or whenever the next project comes up.
          </Trans>
        </Reveal>
      </Section>

      <Section
        id="education"
        tone="surface"
        title={<Trans>Education and certificates</Trans>}
        intro={<Trans>Continuous training is part of the job: search engines and technologies change every year.</Trans>}
        staggered
      >
        <CardGrid items={educationCards} variant="badge" minWidth="wide" collapsible idPrefix="certificate" />
      </Section>

      <Section
        id="values"
        title={<Trans>What drives me</Trans>}
        intro={<Trans>Three things that shape how I work with my clients.</Trans>}
        staggered
      >
        <CardGrid items={valueCards} variant="badge" minWidth="wide" collapsible idPrefix="value" />
      </Section>

      <Section
        id="skills"
        tone="surface"
        title={<Trans>Skills</Trans>}
        intro={<Trans>An honest self-assessment of where my strengths lie.</Trans>}
      >
        <SkillList skills={skills} />
      </Section>

      <Section id="timeline" title={<Trans>My path</Trans>} intro={<Trans>From my first years at an agency to my own business in Hamburg.</Trans>}>
        <Timeline entries={timeline} />
      </Section>

      <Section
        id="faq"
        tone="surface"
        eyebrow={<Trans comment="Small label above the FAQ heading, like the label above every section's heading">FAQ</Trans>}
        title={<Trans>Frequently asked questions</Trans>}
        centered
      >
        <FaqIsland hydrate="visible" items={aboutFaq} idPrefix="about-faq" />
      </Section>

      <Section id="numbers" title={<Trans>In numbers</Trans>} centered staggered>
        <ul className={styles.counters}>
          {counters.map((counter) => (
            <Reveal as="li" key={counter.id} direction="scale" className={styles.counter}>
              <Figure figure={counter} durationMs={COUNTER_DURATION_MS} className={styles.counterValue} />
              <span className={styles.counterLabel}>{i18n._(counter.label)}</span>
            </Reveal>
          ))}
        </ul>
      </Section>

      <CallToAction
        title={<Trans>Let's talk about your project</Trans>}
        text={
          <Trans>
            Tell me where you want to go – I will tell you honestly how to get there, what it costs and how long it
            takes. The first conversation is free.
          </Trans>
        }
        actions={
          <PageLink page="contact" className={buttons.primary}>
            <Trans>Request a free consultation</Trans>
          </PageLink>
        }
      />
    </>
  );
}

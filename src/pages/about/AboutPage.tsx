import { Trans, useLingui } from '@lingui/react/macro';
import buttons from '../../components/Button/button.module.css';
import { CardGrid } from '../../components/CardGrid/CardGrid';
import { textCardItems } from '../../components/CardGrid/textCard';
import { CallToAction } from '../../components/CallToAction/CallToAction';
import { FaqIsland } from '../../components/Faq/FaqIsland';
import { Hero } from '../../components/Hero/Hero';
import { IntroSplit } from '../../components/IntroSplit/IntroSplit';
import { PageLink } from '../../components/PageLink/PageLink';
import { Reveal } from '../../components/Reveal/Reveal';
import { CountUpIsland } from '../../components/CountUp/CountUpIsland';
import { LazyImageIsland } from '../../components/LazyImage/LazyImageIsland';
import { Section } from '../../components/Section/Section';
import { claims, foundedYear } from '../../business/claims';
import { business } from '../../business/profile';
import { COUNTER_DURATION_MS, aboutFaq, clients, counters, education, expertise, skills, timeline, values } from './content';
import { SkillList } from './SkillList';
import { Timeline } from './Timeline';
import styles from './AboutPage.module.css';

export function AboutPage() {
  const { i18n, t } = useLingui();
  const name = business.personName;
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
      <Hero
        badge={<Trans>About me</Trans>}
        title={<Trans>Your web developer and SEO expert in Hamburg</Trans>}
        description={
          <Trans comment="{foundedYear} is a year (2018)">
            Since {foundedYear} I have been helping businesses become visible online – with clean code, thorough search
            engine optimisation and Google Ads that pay for themselves. Personally, directly and in three languages.
          </Trans>
        }
        actions={
          <PageLink page="contact" className={buttons.primary}>
            <Trans>Get in touch</Trans>
          </PageLink>
        }
      />

      <Section id="intro" title={<Trans>Hello, I am {name}</Trans>}>
        <IntroSplit
          aside={
            <LazyImageIsland
              hydrate="visible"
              image="about-portrait"
              alt={t({
                message: `Illustration: ${name} at his desk in Hamburg, with code and a rising ranking on his laptop, a rugby ball on the shelf and speech bubbles for German, English and French`,
                comment: 'Alt text of the about page picture; {name} is the person’s name',
              })}
              width={1200}
              height={900}
              sizes="(min-width: 64rem) 26rem, calc(100vw - 3rem)"
            />
          }
        >
          <p>
            <Trans>
              I build websites and web applications for businesses – and I make sure they are found. As a freelance web
              developer, SEO expert and Google Ads consultant in Hamburg, I combine what agencies usually split across
              three departments: development, search engine optimisation and advertising.
            </Trans>
          </p>
          <p>
            <Trans>
              My clients are small and medium-sized companies and agencies that want measurable results rather than
              glossy presentations: more enquiries, more sales, less wasted budget. You work with me directly, from the
              first conversation to the launch and beyond.
            </Trans>
          </p>
        </IntroSplit>
      </Section>

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
        <CardGrid items={educationCards} variant="badge" minWidth="wide" />
      </Section>

      <Section
        id="values"
        title={<Trans>What drives me</Trans>}
        intro={<Trans>Three things that shape how I work with my clients.</Trans>}
        staggered
      >
        <CardGrid items={valueCards} variant="badge" minWidth="wide" />
      </Section>

      <Section
        id="skills"
        tone="surface"
        title={<Trans>Skills</Trans>}
        intro={<Trans>An honest self-assessment of where my strengths lie.</Trans>}
      >
        <SkillList skills={skills} />
      </Section>

      <Section id="timeline" title={<Trans>My path</Trans>} intro={<Trans>From founding my business in Hamburg to today.</Trans>}>
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
              <CountUpIsland
                hydrate="visible"
                className={styles.counterValue}
                value={counter.value}
                suffix={counter.suffix}
                durationMs={COUNTER_DURATION_MS}
                useGrouping={counter.useGrouping}
              />
              <span className={styles.counterLabel}>{i18n._(counter.label)}</span>
            </Reveal>
          ))}
        </ul>
      </Section>

      <CallToAction
        title={<Trans>Let us talk about your project</Trans>}
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

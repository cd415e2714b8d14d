import { Trans, useLingui } from '@lingui/react/macro';
import buttons from '../../components/Button/button.module.css';
import { Hero } from '../../components/Hero/Hero';
import { IntroSplit } from '../../components/IntroSplit/IntroSplit';
import { PageLink } from '../../components/PageLink/PageLink';
import { LazyImageIsland } from '../../components/LazyImage/LazyImageIsland';
import { Section } from '../../components/Section/Section';
import { foundedYear } from '../../business/claims';
import { business } from '../../business/profile';
import { AboutBelowFoldIsland } from './AboutBelowFoldIsland';

/** The about page: the hero and the introduction are the first screen; the rest is one island (belowFold/) with its own code and text. */
export function AboutPage() {
  const { t } = useLingui();
  const name = business.personName;
  return (
    <>
      <Hero
        badge={<Trans>About me</Trans>}
        title={<Trans>Your web developer and SEO expert in Hamburg</Trans>}
        description={
          <Trans comment="{foundedYear} is a year (2016)">
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

      {/* From the expertise on: hydrated at the first scroll, like the rest of the home and services pages. On a
          laptop its top is in the first screen, and "visible" would load its code and text with the page. */}
      <AboutBelowFoldIsland hydrate="scroll" />
    </>
  );
}

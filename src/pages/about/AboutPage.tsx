import { Trans, useLingui } from '@lingui/react/macro';
import buttons from '../../components/Button/button.module.css';
import { Hero } from '../../components/Hero/Hero';
import { IntroSplit } from '../../components/IntroSplit/IntroSplit';
import { PageLink } from '../../components/PageLink/PageLink';
import { HeroImageIsland } from '../../components/Hero/HeroImageIsland';
import { Section } from '../../components/Section/Section';
import { foundedYear } from '../../business/claims';
import { business } from '../../business/profile';
import { AboutBelowFoldIsland } from './AboutBelowFoldIsland';

/** The about page: the hero and the introduction are the first screen; the rest is one island (belowFold/) with its own code and text. */
export function AboutPage() {
  const { t } = useLingui();
  const name = business.personName;
  // The face is the freelancer's first trust signal (issue 36): a photo once the owner has dropped
  // src/assets/images/portrait.jpg (docs/recipes.md, "Replace the portrait with a photo"), a drawn stand-in until then, described as such.
  const portraitAlt = {
    illustration: t({ message: `Illustrated portrait of ${name}`, comment: 'Alt text of the about page portrait while it is a drawing; {name} is the person’s name' }),
    photo: t({ message: `Portrait of ${name}`, comment: 'Alt text of the about page portrait photo; {name} is the person’s name' }),
  };
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
        portrait={<HeroImageIsland hydrate="idle" image="portrait" portrait alt={portraitAlt} />}
      />

      <Section id="intro" title={<Trans>Hello, I am {name}</Trans>}>
        <IntroSplit>
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

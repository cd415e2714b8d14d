import { Trans } from '@lingui/react/macro';
import { claims } from '../../business/claims';
import buttons from '../../components/Button/button.module.css';
import { Hero } from '../../components/Hero/Hero';
import { HeroImageIsland } from '../../components/Hero/HeroImageIsland';
import { HeroStatsIsland } from '../../components/Hero/HeroStatsIsland';
import { PageLink } from '../../components/PageLink/PageLink';
import { ParticleBackground } from '../../components/ParticleBackground/ParticleBackground';

/**
 * The home page's first screen. Also shown, as a `copy`, by the services
 * page's responsive preview (which loads this page's catalog for it): there
 * without the particles, whose canvas and worker would only animate a thumbnail.
 */
export function HomeHero({ copy = false }: { copy?: boolean }) {
  const { projects, experienceYears } = claims;
  return (
    <Hero
      copy={copy}
      backdrop={copy ? null : <ParticleBackground />}
      badge={<Trans>Web developer & SEO expert in Hamburg</Trans>}
      title={<Trans>Websites that get found&nbsp;– and turn visitors into clients</Trans>}
      description={
        <Trans comment="{projects} and {experienceYears} are numbers (150 and 10)">
          I build fast, SEO-optimised websites and run Google Ads campaigns for small and medium-sized businesses. More
          than {projects} projects in over {experienceYears} years – cookie-free, accessible and measurable.
        </Trans>
      }
      actions={
        <>
          <PageLink page="contact" className={buttons.primary}>
            <Trans>Book a free consultation</Trans>
          </PageLink>
          <PageLink page="about" className={buttons.onDark}>
            <Trans>See my successes</Trans>
          </PageLink>
        </>
      }
      image={<HeroImageIsland hydrate="idle" image="hero-home" lazy={copy} />}
      stats={
        <HeroStatsIsland
          hydrate="visible"
          stats={[
            { value: projects, suffix: '+', label: <Trans comment="Hero counter: 150+ projects">projects completed</Trans> },
            { value: claims.topRanking, prefix: '#', label: <Trans comment="Hero counter: #1 rankings">rankings on Google</Trans> },
            { value: claims.satisfactionPercent, suffix: '%', label: <Trans comment="Hero counter: 98% clients">satisfied clients</Trans> },
            { value: experienceYears, suffix: '+', label: <Trans comment="Hero counter: 10+ years">years of experience</Trans> },
          ]}
        />
      }
    />
  );
}

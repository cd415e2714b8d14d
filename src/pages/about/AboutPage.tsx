import { Trans } from '@lingui/react/macro';
import buttons from '../../components/Button/button.module.css';
import { Faq } from '../../components/Faq/Faq';
import { Hero } from '../../components/Hero/Hero';
import { PageLink } from '../../components/PageLink/PageLink';
import { aboutFaq } from './content';

export function AboutPage() {
  return (
    <>
      <Hero
        badge={<Trans>About me</Trans>}
        title={<Trans>Your web developer and SEO expert in Hamburg</Trans>}
        description={
          <Trans>
            Since 2016 I have been helping businesses become visible online – with clean code, thorough search engine
            optimisation and Google Ads that pay for themselves. Personally, directly and in three languages.
          </Trans>
        }
        actions={
          <PageLink page="contact" className={buttons.primary}>
            <Trans>Get in touch</Trans>
          </PageLink>
        }
      />
      <section id="faq" aria-labelledby="about-faq-title" style={{ padding: '4rem 1.5rem', maxWidth: '72rem', margin: '0 auto' }}>
        <h2 id="about-faq-title">
          <Trans>Frequently asked questions</Trans>
        </h2>
        <Faq items={aboutFaq} idPrefix="about-faq" />
      </section>
    </>
  );
}

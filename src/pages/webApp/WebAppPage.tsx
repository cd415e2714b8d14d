import { Trans, useLingui } from '@lingui/react/macro';
import buttons from '../../components/Button/button.module.css';
import { Hero } from '../../components/Hero/Hero';
import { IntroSplit } from '../../components/IntroSplit/IntroSplit';
import { PageLink } from '../../components/PageLink/PageLink';
import { LazyImageIsland } from '../../components/LazyImage/LazyImageIsland';
import { Section } from '../../components/Section/Section';
import { useWebAppFigures } from './useWebAppFigures';
import { WebAppBelowFoldIsland } from './WebAppBelowFoldIsland';
import { WebAppHeroPanelIsland } from './WebAppHeroPanelIsland';

/** The web application page: hero and introduction are the first screen; the rest is one island (belowFold/) with its own code and text. */
export function WebAppPage() {
  const { t } = useLingui();
  const { fromPrice, projectDuration } = useWebAppFigures();
  return (
    <>
      <Hero
        badge={<Trans>Custom web applications</Trans>}
        title={<Trans>Have your own web application built</Trans>}
        description={
          <Trans>
            Customer portals, internal tools, booking systems or your own SaaS: I develop web applications that fit your
            processes exactly – from {fromPrice} net, ready in {projectDuration}.
          </Trans>
        }
        actions={
          <PageLink page="contact" className={buttons.primary}>
            <Trans>Discuss your project</Trans>
          </PageLink>
        }
        aside={<WebAppHeroPanelIsland hydrate="interaction" />}
        composition="stacked"
      />

      <Section id="intro" title={<Trans>Software that fits your business – not the other way round</Trans>}>
        <IntroSplit
          aside={
            <LazyImageIsland
              hydrate="visible"
              image="web-app-dashboard"
              alt={t({
                message:
                  'Illustration: a web application dashboard with key figures, a revenue chart and an order table, and the same application on a smartphone',
                comment: 'Alt text of the custom web application page picture',
              })}
              width={1200}
              height={900}
              sizes="(min-width: 64rem) 26rem, calc(100vw - 3rem)"
            />
          }
        >
          <p>
            <Trans>
              Off-the-shelf software is a compromise: you pay for features you never use, miss the one that matters and
              bend your processes around the tool. A custom web application does exactly what your business needs – in
              the browser, on every device, without installation.
            </Trans>
          </p>
          <p>
            <Trans>
              I plan, design and develop your application from the first workshop to the launch, in short sprints and
              with a demo every two weeks. You always know what you are paying for and what comes next.
            </Trans>
          </p>
        </IntroSplit>
      </Section>

      {/* Below the fold: hydrated at the first scroll, as on the services page. On a laptop its top is in the
          first screen, and "visible" would load its code and text with the page; it needs no script to be read. */}
      <WebAppBelowFoldIsland hydrate="scroll" />
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import buttons from '../../components/Button/button.module.css';
import { CallToAction } from '../../components/CallToAction/CallToAction';
import { CardGrid } from '../../components/CardGrid/CardGrid';
import { textCardItems } from '../../components/CardGrid/textCard';
import { FaqIsland } from '../../components/Faq/FaqIsland';
import { Hero } from '../../components/Hero/Hero';
import { IntroSplit } from '../../components/IntroSplit/IntroSplit';
import { PageLink } from '../../components/PageLink/PageLink';
import { LazyImageIsland } from '../../components/LazyImage/LazyImageIsland';
import { Section } from '../../components/Section/Section';
import { applicationTypes, benefits, processSteps, techStack, webAppFaq } from './content';
import { ProcessSteps } from './ProcessSteps';
import { PricingSection } from './PricingSection';
import { useWebAppFigures } from './useWebAppFigures';
import styles from './WebAppPage.module.css';

export function WebAppPage() {
  const { i18n, t } = useLingui();
  const { fromPrice, projectWeeks } = useWebAppFigures();
  const faqItems = useWebAppFaqItems();
  return (
    <>
      <Hero
        badge={<Trans>Custom web applications</Trans>}
        title={<Trans>Have your own web application built</Trans>}
        description={
          <Trans>
            Customer portals, internal tools, booking systems or your own SaaS: I develop web applications that fit your
            processes exactly – from {fromPrice} net, ready in {projectWeeks}.
          </Trans>
        }
        actions={
          <PageLink page="contact" className={buttons.primary}>
            <Trans>Discuss your project</Trans>
          </PageLink>
        }
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

      <Section
        id="benefits"
        tone="surface"
        title={<Trans>Your benefits</Trans>}
        intro={<Trans>Why businesses choose a custom application over standard software.</Trans>}
        staggered
      >
        <CardGrid items={textCardItems(i18n, benefits)} variant="badge" minWidth="wide" />
      </Section>

      <Section
        id="application-types"
        title={<Trans>What I build</Trans>}
        intro={<Trans>Six kinds of web applications I develop for businesses.</Trans>}
        staggered
      >
        <CardGrid items={textCardItems(i18n, applicationTypes)} minWidth="wide" />
      </Section>

      <Section
        id="process"
        tone="surface"
        staggered
        title={<Trans>From idea to launch in six steps</Trans>}
        intro={
          <Trans>
            Most projects take {projectWeeks} from the first workshop to the launch. Development runs in two-week sprints,
            each ending with a demo.
          </Trans>
        }
      >
        <ProcessSteps steps={processSteps} />
      </Section>

      <Section
        id="technology"
        title={<Trans>Technology stack</Trans>}
        intro={<Trans>Proven, widely used open-source technology – no exotic frameworks, no lock-in.</Trans>}
        staggered
      >
        <CardGrid
          items={techStack.map((group) => ({
            id: group.id,
            title: i18n._(group.title),
            footer: (
              <ul className={styles.chips}>
                {group.items.map((item) => (
                  <li key={item} className={styles.chip} lang="en">
                    {item}
                  </li>
                ))}
              </ul>
            ),
          }))}
        />
      </Section>

      <PricingSection />

      <Section id="faq" title={<Trans>Frequently asked questions about custom web applications</Trans>}>
        <FaqIsland hydrate="visible" items={faqItems} idPrefix="web-app-faq" />
      </Section>

      <CallToAction
        title={<Trans>Let us plan your web application</Trans>}
        text={
          <Trans>
            Tell me about your idea or the problem you want to solve. In a free initial consultation we clarify what your
            application needs to do, what it will cost and how quickly it can go live.
          </Trans>
        }
        actions={
          <PageLink page="contact" className={buttons.primary}>
            <Trans>Request a free consultation</Trans>
          </PageLink>
        }
        showDirectContact
      />
    </>
  );
}

/** The FAQ items with this page's prices and durations filled in. */
function useWebAppFaqItems() {
  const figures = useWebAppFigures();
  return webAppFaq.map((item) => ({ ...item, values: figures }));
}

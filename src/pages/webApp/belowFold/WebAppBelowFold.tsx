import { Trans, useLingui } from '@lingui/react/macro';
import buttons from '../../../components/Button/button.module.css';
import { CallToAction } from '../../../components/CallToAction/CallToAction';
import { CardGrid } from '../../../components/CardGrid/CardGrid';
import { textCardItems } from '../../../components/CardGrid/textCard';
import { FaqIsland } from '../../../components/Faq/FaqIsland';
import { PageLink } from '../../../components/PageLink/PageLink';
import { Section } from '../../../components/Section/Section';
import { useDisclosuresAtHash } from '../../../lib/disclosureAtHash';
import { useWebAppFigures } from '../useWebAppFigures';
import styles from '../WebAppPage.module.css';
import { applicationTypes, benefits, processSteps, techStack, webAppFaq } from './content';
import { PricingSection } from './PricingSection';
import { ProcessSteps } from './ProcessSteps';

/**
 * The web application page after its introduction, in its order: one island with its own catalog (src/i18n/belowFoldText.ts).
 * On a phone the benefits, the kinds of application and the steps show their titles, each opening its text (issue 36);
 * a link to one of them (#benefit-…, #application-type-…, #process-…) opens it.
 */
export function WebAppBelowFold() {
  const { i18n } = useLingui();
  const { projectDuration } = useWebAppFigures();
  const faqItems = useWebAppFaqItems();
  useDisclosuresAtHash();
  return (
    <>
      <Section
        id="benefits"
        tone="surface"
        title={<Trans>Your benefits</Trans>}
        intro={<Trans>Why businesses choose a custom application over standard software.</Trans>}
        staggered
      >
        <CardGrid items={textCardItems(i18n, benefits)} variant="badge" minWidth="wide" collapsible idPrefix="benefit" />
      </Section>

      <Section
        id="application-types"
        title={<Trans>What I build</Trans>}
        intro={<Trans>Six kinds of web applications I develop for businesses.</Trans>}
        staggered
      >
        <CardGrid items={textCardItems(i18n, applicationTypes)} minWidth="wide" collapsible idPrefix="application-type" />
      </Section>

      <Section
        id="process"
        tone="surface"
        staggered
        title={<Trans>From idea to launch in six steps</Trans>}
        intro={
          <Trans>
            Depending on its size, a project takes {projectDuration} from the first workshop to the launch. Development runs in two-week sprints,
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

      <Section
        id="faq"
        eyebrow={<Trans comment="Small label above the FAQ heading, like the label above every section's heading">FAQ</Trans>}
        title={<Trans>Frequently asked questions about custom web applications</Trans>}
        centered
      >
        <FaqIsland hydrate="visible" items={faqItems} idPrefix="web-app-faq" />
      </Section>

      <CallToAction
        title={<Trans>Let's plan your web application</Trans>}
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

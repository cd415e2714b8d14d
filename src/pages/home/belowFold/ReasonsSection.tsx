import { Trans } from '@lingui/react/macro';
import { Section } from '../../../components/Section/Section';
import { reasons } from './content';
import { IconItemGrid } from './IconItemGrid';

/** Home section 3: why work with me (four points). */
export function ReasonsSection() {
  return (
    <Section
      staggered
      id="why-me"
      tone="surface"
      eyebrow={<Trans>Why work with me</Trans>}
      title={<Trans>A partner instead of an agency</Trans>}
      intro={
        <Trans>
          As a freelancer I combine web development, SEO and Google Ads in one hand – with the care of a small business and
          the experience of more than 150 projects.
        </Trans>
      }
    >
      <IconItemGrid items={reasons} />
    </Section>
  );
}

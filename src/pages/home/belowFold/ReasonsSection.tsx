import { Trans } from '@lingui/react/macro';
import { claims } from '../../../business/claims';
import { Section } from '../../../components/Section/Section';
import { reasons } from './content';
import { IconItemGrid } from './IconItemGrid';

/** Home section 3: why work with me (four points). */
export function ReasonsSection() {
  const { projects } = claims;
  return (
    <Section
      staggered
      id="why-me"
      tone="surface"
      eyebrow={<Trans>Why work with me</Trans>}
      title={<Trans>A partner instead of an agency</Trans>}
      intro={
        <Trans comment="{projects} is a number (150)">
          As a freelancer I combine web development, SEO and Google Ads in one hand – with the care of a small business and
          the experience of more than {projects} projects.
        </Trans>
      }
    >
      <IconItemGrid items={reasons} />
    </Section>
  );
}

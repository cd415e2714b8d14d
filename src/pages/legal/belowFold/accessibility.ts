import { msg } from '@lingui/core/macro';
import { business } from '../../../business/profile';
import type { LegalBodyContent } from '../legalContent';

/** The accessibility page's text below its hero (LegalBody). */
export const accessibilityBody: LegalBodyContent = {
  updated: msg({ message: 'Last updated: {updated}', comment: 'Date line of the accessibility statement; {updated} is a full date' }),
  sections: [
    {
      id: 'commitment',
      title: msg({ message: 'Commitment to accessibility', comment: 'Accessibility statement heading (German: Selbstverpflichtung zur Barrierefreiheit)' }),
      lines: [
        msg({
          message:
            'I am committed to making this website accessible in accordance with the German Accessibility Strengthening Act (Barrierefreiheitsstärkungsgesetz, BFSG).',
          comment: 'Accessibility statement. Keep the German law name "Barrierefreiheitsstärkungsgesetz (BFSG)" in every language.',
        }),
        msg({
          message:
            'The standard applied is the Web Content Accessibility Guidelines (WCAG) 2.1 at conformance level AA, as referenced by the European standard EN 301 549 and the German Accessible Information Technology Ordinance (BITV 2.0).',
          comment:
            'Accessibility statement. German names: "Barrierefreie-Informationstechnik-Verordnung (BITV 2.0)", "Konformitätsstufe AA". Keep WCAG 2.1 and EN 301 549 unchanged.',
        }),
        msg`This statement applies to the whole website in all three language versions: German, English and French.`,
      ],
    },
    {
      id: 'conformance-status',
      title: msg({ message: 'Conformance status', comment: 'Accessibility statement heading (German: Stand der Vereinbarkeit mit den Anforderungen)' }),
      lines: [
        msg({
          message: 'This website is partially conformant with the requirements of WCAG 2.1 level AA.',
          comment: 'Accessibility statement. German legal wording: "Diese Website ist teilweise barrierefrei" / "teilweise mit den Anforderungen … vereinbar".',
        }),
        msg`Partially conformant means that some content does not yet fully meet the requirements. The known limitations are listed below.`,
      ],
    },
    {
      id: 'measures',
      title: msg({ message: 'Measures taken', comment: 'Accessibility statement heading: the ten accessibility measures of the site (German: Umgesetzte Maßnahmen)' }),
      lines: [
        msg`Semantic HTML: headings, lists and landmarks (header, navigation, main content, footer) give every page a structure that assistive technologies can follow.`,
        msg`Keyboard navigation: all links, buttons and menus can be reached and operated with the keyboard alone; the mobile menu also closes with the Escape key.`,
        msg`Alternative texts: images that convey information have a text alternative; purely decorative images are hidden from screen readers.`,
        msg({
          message: 'Contrast: text has a contrast ratio of at least {contrast}:1 to its background.',
          comment: 'Accessibility statement. {contrast} is the number 4.5, already written with the local decimal separator (e.g. "4,5:1").',
        }),
        msg`Responsive design: the layout adapts to every screen size, from smartphones to large monitors, and the content can be enlarged with the browser's zoom.`,
        msg`Skip links: at the start of every page, skip links lead directly to the main content, the navigation and the footer.`,
        msg`Visible focus: the element that currently has keyboard focus is marked with a clearly visible, high-contrast outline.`,
        msg({
          message: 'Reduced motion: if your operating system or browser is set to reduce motion, animations and transitions are switched off.',
          comment: 'Accessibility statement. Refers to the "reduce motion" accessibility setting (German: "Bewegung reduzieren").',
        }),
        msg`Three languages: all content is available in full in German, English and French, and the language of each page is marked up correctly so that screen readers use the right pronunciation.`,
        msg`Focus management: after a change of page, the keyboard focus moves to the start of the new content; when the mobile menu opens, the focus moves into it, and when it closes, the focus returns to the menu button.`,
      ],
    },
    {
      id: 'known-limitations',
      title: msg({ message: 'Known limitations', comment: 'Accessibility statement heading (German: Nicht barrierefreie Inhalte / Bekannte Einschränkungen)' }),
      lines: [
        msg`Dynamic content: content that changes without the page being reloaded may not always be announced by screen readers.`,
        msg`Forms: some forms, such as multi-step forms, may not yet be fully accessible.`,
        msg`Complex graphics: charts and illustrations only have simplified text alternatives.`,
        msg`If you cannot use any content because of these limitations, I will provide it in an accessible form on request, for example by e-mail or by phone.`,
      ],
    },
    {
      id: 'feedback',
      title: msg({ message: 'Feedback and contact', comment: 'Accessibility statement heading (German: Feedback und Kontaktangaben)' }),
      lines: [
        msg`Have you come across a barrier on this website, or do you need content in an accessible form? Please let me know.`,
        msg({ message: 'Phone: {phone}', comment: 'Accessibility statement; {phone} is a phone number' }),
        msg({ message: 'E-mail: {accessibilityEmail}', comment: 'Accessibility statement; {accessibilityEmail} is an e-mail address' }),
        msg({
          // Its own deadline (spec: accessibility answers within 5 working days), said as such so that it
          // does not read as a contradiction of the 24-hour reply the rest of the site promises.
          message: 'I answer feedback on accessibility within {answerDays} working days.',
          comment: 'Accessibility statement. {answerDays} is a number; "working days" = Arbeitstage (Monday to Friday). The deadline for accessibility feedback, apart from the 24-hour reply to enquiries.',
        }),
      ],
    },
    {
      id: 'enforcement-procedure',
      title: msg({ message: 'Enforcement procedure', comment: 'Accessibility statement heading (German: Durchsetzungsverfahren)' }),
      lines: [
        msg({
          message:
            'If you are not satisfied with my answer, or if you have not received an answer within {answerDays} working days, you can contact the Hamburg Senate Coordinator for the Equality of People with Disabilities (Senatskoordinator/in für die Gleichstellung behinderter Menschen, Freie und Hansestadt Hamburg).',
          comment:
            'Accessibility statement. {answerDays} is a number; working days = Arbeitstage. Keep the German office name in brackets in English and French; in German name the office only once: "an die Senatskoordinatorin bzw. den Senatskoordinator für die Gleichstellung behinderter Menschen der Freien und Hansestadt Hamburg".',
        }),
        msg`You can find information about the office and how to reach it on its website:`,
        msg({ message: 'https://www.hamburg.de/skbm/', comment: 'Web address: keep unchanged' }),
      ],
    },
    {
      id: 'technical-information',
      title: msg({ message: 'Technical information', comment: 'Accessibility statement heading (German: Technische Informationen zur Barrierefreiheit)' }),
      lines: [
        msg({
          message: 'This statement is based on a self-assessment.',
          comment: 'Accessibility statement. German: "Diese Erklärung beruht auf einer Selbstbewertung."',
        }),
        msg({ message: 'The last test took place in {lastTest}.', comment: 'Accessibility statement; {lastTest} is a month and year, e.g. "January 2025"' }),
        msg({
          message: 'Tools used: WAVE, axe-core and Lighthouse.',
          comment: 'Accessibility statement. Product names: keep unchanged.',
        }),
        msg({
          message: 'The accessibility of this website relies on the following technologies: HTML, CSS, JavaScript and WAI-ARIA.',
          comment: 'Accessibility statement. Technology names: keep unchanged.',
        }),
      ],
    },
  ],
  contact: {
    title: msg({ message: 'Questions?', comment: 'Heading of the contact block at the end of a legal page' }),
    description: msg`If you have any questions about accessibility or come across a barrier, write to me or call me.`,
    email: business.accessibilityEmail,
  },
};

import { msg } from '@lingui/core/macro';
import type { LegalBodyContent } from '../legalContent';

/** The imprint page's text below its hero (LegalBody). */
export const imprintBody: LegalBodyContent = {
  sections: [
    // § 5(1) nos. 1 and 2 DDG: name and the address at which the provider is established.
    {
      id: 'legal-details',
      title: msg({ message: 'Information pursuant to § 5 DDG', comment: 'Imprint heading; German: Angaben gemäß § 5 DDG' }),
      lines: [
        msg({ message: 'Service provider: {name}', comment: 'German legal term: Diensteanbieter; {name} is a person' }),
        msg({ message: 'Business name: {businessName}', comment: 'German: Geschäftsbezeichnung' }),
        msg({ message: 'Business address: {address}', comment: 'Main postal address of the business (German: Geschäftsanschrift)' }),
        msg({
          message: 'Studio (second place of business): {addressStudio}',
          comment: 'Studio = workspace / second office (German: Studio, zweite Betriebsstätte)',
        }),
      ],
    },
    // § 5(1) no. 2 DDG: an e-mail address plus a second fast, direct way of contact.
    {
      id: 'contact',
      title: msg({ message: 'Contact', comment: 'Imprint heading (noun), German: Kontakt' }),
      lines: [msg`Phone: {phone}`, msg`E-mail: {email}`],
    },
    // § 5(1) no. 6 DDG requires the VAT ID where one has been issued; § 18(2) MStV requires a
    // responsible person for journalistic-editorial content such as articles and case studies.
    {
      id: 'professional-status',
      title: msg`Professional status`,
      lines: [
        msg({
          message: 'Professional title: freelance web developer, SEO and Google Ads consultant',
          comment: 'German: Berufsbezeichnung',
        }),
        msg({
          message: 'This is not a regulated profession within the meaning of § 5(1) no. 5 DDG.',
          comment: 'German citation style: § 5 Abs. 1 Nr. 5 DDG; German legal term: reglementierter Beruf',
        }),
        msg({
          message: 'VAT identification number pursuant to § 27a of the German VAT Act (UStG): {vatId}',
          comment: 'German: Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz',
        }),
        msg({
          message: 'Responsible for content pursuant to § 18(2) of the Interstate Media Treaty (MStV): {name}, {address}',
          comment: 'German: Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV (Medienstaatsvertrag)',
        }),
      ],
    },
    // Regulation (EU) 2024/3228 repealed the ODR Regulation; a notice inviting visitors to use the
    // closed platform could now mislead, so the link is kept only as its former address.
    {
      id: 'online-dispute-resolution',
      title: msg`EU online dispute resolution`,
      lines: [
        msg({
          message:
            'The European Commission discontinued its platform for online dispute resolution (ODR platform) on 20 July 2025, when Regulation (EU) No 524/2013 was repealed by Regulation (EU) 2024/3228. The obligation to link to this platform has therefore ceased to apply.',
          comment: 'German: Plattform zur Online-Streitbeilegung (OS-Plattform)',
        }),
        msg`Former address of the platform, for reference only:`,
        msg({ message: 'https://ec.europa.eu/consumers/odr', comment: 'Web address: keep unchanged' }),
      ],
    },
    // § 36(1) no. 1 VSBG: a statement on the willingness to take part in consumer dispute resolution.
    {
      id: 'consumer-dispute-resolution',
      title: msg`Consumer dispute resolution`,
      lines: [
        msg({
          message:
            'I am neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (§ 36 of the German Consumer Dispute Resolution Act, VSBG).',
          comment: 'German: Verbraucherschlichtungsstelle; Verbraucherstreitbeilegungsgesetz (VSBG)',
        }),
        msg({
          message: 'My services are offered exclusively to business customers (entrepreneurs within the meaning of § 14 BGB), not to consumers.',
          comment: 'German: Unternehmer im Sinne von § 14 BGB (Bürgerliches Gesetzbuch)',
        }),
      ],
    },
    // Since 14 May 2024 the liability privileges are in Art. 4–8 of the EU Digital Services Act, which
    // § 7(1) DDG extends to all service providers; §§ 8–10 DDG no longer deal with liability.
    {
      id: 'liability-content',
      title: msg`Liability for content`,
      lines: [
        msg`As a service provider, I am responsible for my own content on these pages under the general laws. I create this content with great care, but I cannot guarantee that it is correct, complete and up to date.`,
        msg({
          message:
            'Pursuant to § 7(1) DDG in conjunction with Articles 4 to 8 of Regulation (EU) 2022/2065 (Digital Services Act), I am not obliged to monitor third-party information transmitted or stored, or to actively search for circumstances indicating illegal activity.',
          comment: 'German citation style: § 7 Abs. 1 DDG i. V. m. Art. 4 bis 8 der Verordnung (EU) 2022/2065 (Digital Services Act)',
        }),
        msg`Obligations to remove or block the use of information under the general laws remain unaffected. Liability in this respect is only possible from the time I become aware of a specific infringement. As soon as I become aware of such an infringement, I will remove the content concerned immediately.`,
      ],
    },
    {
      id: 'liability-links',
      title: msg`Liability for links`,
      lines: [
        msg`This website contains links to external websites of third parties, on whose content I have no influence. I therefore cannot accept any liability for this third-party content; the respective provider or operator of the linked pages is always responsible for it.`,
        msg`The linked pages were checked for possible legal violations at the time of linking. No illegal content was recognisable at that time.`,
        msg`Permanent monitoring of the content of linked pages is not reasonable without concrete indications of an infringement. As soon as I become aware of an infringement, I will remove the link concerned immediately.`,
      ],
    },
    {
      id: 'copyright',
      title: msg`Copyright`,
      lines: [
        msg({
          message: 'The content and works created by me on these pages are subject to German copyright law (UrhG).',
          comment: 'UrhG = Urheberrechtsgesetz',
        }),
        msg`Reproduction, editing, distribution and any kind of use beyond the limits of copyright law require my prior written consent.`,
        msg`Where content on these pages was not created by me, the copyrights of third parties are respected and such content is marked as such. Should you nevertheless become aware of a copyright infringement, please let me know. As soon as I become aware of an infringement, I will remove the content concerned immediately.`,
      ],
    },
  ],
  contact: {
    title: msg({ message: 'Questions?', comment: 'Heading of the contact block at the end of a legal page' }),
    description: msg`If you have any questions about this page, write to me or call me.`,
  },
};

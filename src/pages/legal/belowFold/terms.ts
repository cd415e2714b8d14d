import { msg } from '@lingui/core/macro';
import type { LegalBodyContent } from '../legalContent';

/** The terms page's text below its hero (LegalBody). */
export const termsBody: LegalBodyContent = {
  updated: msg({ message: 'Status: {updated}', comment: 'Date line of the terms; {updated} is a month and year' }),
  sections: [
    {
      id: 'scope',
      title: msg({ message: '§ 1 Scope', comment: 'Heading of § 1 of the terms (German: Geltungsbereich)' }),
      lines: [
        msg({
          message:
            'These general terms and conditions apply to all contracts between {name} (hereinafter the "Contractor") and the Contractor\'s customers (hereinafter the "Client") for web development, search engine optimisation (SEO) and Google Ads services.',
          comment:
            'Terms § 1. {name} is a person\'s name. Defined roles used in all sections: "Contractor" = Auftragnehmer, "Client" = Auftraggeber.',
        }),
        msg({
          message:
            'These terms apply exclusively to entrepreneurs within the meaning of § 14 of the German Civil Code (BGB), legal entities under public law and special funds under public law. The Contractor does not conclude contracts with consumers.',
          comment:
            'Terms § 1. German legal wording: "Unternehmer im Sinne von § 14 BGB, juristische Personen des öffentlichen Rechts und öffentlich-rechtliche Sondervermögen". Contractor = Auftragnehmer.',
        }),
        msg({
          message:
            "The Client's own terms and conditions only become part of the contract if the Contractor has expressly agreed to them in writing.",
          comment: 'Terms § 1. Client = Auftraggeber, Contractor = Auftragnehmer.',
        }),
      ],
    },
    {
      id: 'conclusion-of-contract',
      title: msg({ message: '§ 2 Conclusion of contract', comment: 'Heading of § 2 of the terms (German: Vertragsschluss)' }),
      lines: [
        msg({
          message:
            "A contract is concluded when the Client accepts a written offer from the Contractor or when the Contractor confirms the Client's order (order confirmation).",
          comment: 'Terms § 2. Client = Auftraggeber, Contractor = Auftragnehmer; order confirmation = Auftragsbestätigung.',
        }),
        msg({
          message:
            'Oral agreements are only binding if the Contractor confirms them in writing. Text form (for example an e-mail) is sufficient for this.',
          comment: 'Terms § 2. Contractor = Auftragnehmer. "Text form" is the legal term of § 126b BGB (German: Textform).',
        }),
      ],
    },
    {
      id: 'scope-of-services',
      title: msg({ message: '§ 3 Scope of services', comment: 'Heading of § 3 of the terms (German: Leistungsumfang)' }),
      lines: [
        msg({
          message: 'The type and scope of the services are determined by the accepted offer or the order confirmation.',
          comment: 'Terms § 3. German: "Art und Umfang der Leistungen ergeben sich aus dem angenommenen Angebot bzw. der Auftragsbestätigung."',
        }),
        msg({
          message:
            "The Contractor may engage subcontractors to perform the services. The Contractor remains the Client's sole contractual partner.",
          comment: 'Terms § 3. Contractor = Auftragnehmer, Client = Auftraggeber; subcontractors = Subunternehmer.',
        }),
      ],
    },
    {
      id: 'prices-and-payment',
      title: msg({ message: '§ 4 Prices and payment', comment: 'Heading of § 4 of the terms (German: Preise und Zahlung)' }),
      lines: [
        msg({
          message: 'All prices are net prices plus the statutory value added tax applicable at the time.',
          comment: 'Terms § 4. German: "zuzüglich der jeweils geltenden gesetzlichen Umsatzsteuer".',
        }),
        msg({
          message: 'Invoices are due for payment without deduction within {paymentDays} days of receipt.',
          comment: 'Terms § 4. {paymentDays} is a number of calendar days. German: "ohne Abzug innerhalb von … Tagen nach Rechnungszugang".',
        }),
        msg({
          message:
            'If the Client is in default of payment, the Contractor is entitled to default interest at the statutory rate (§ 288 (2) BGB).',
          comment: 'Terms § 4. Client = Auftraggeber, Contractor = Auftragnehmer. German citation style: "§ 288 Abs. 2 BGB".',
        }),
        msg({
          message: 'Expenses and travel costs are charged separately.',
          comment: 'Terms § 4. German: "Auslagen und Reisekosten werden gesondert berechnet."',
        }),
      ],
    },
    {
      id: 'duties-to-cooperate',
      title: msg({
        message: "§ 5 Client's duties to cooperate",
        comment: 'Heading of § 5 of the terms (German: Mitwirkungspflichten des Auftraggebers)',
      }),
      lines: [
        msg({
          message:
            'The Client provides the content, information and access needed for the services in good time and gives the necessary approvals in good time.',
          comment:
            'Terms § 5. Client = Auftraggeber. "Access" means access data and logins, e.g. to hosting or advertising accounts (German: Zugänge); approvals = Freigaben.',
        }),
        msg({
          message:
            'If the Client does not fulfil these duties, or does not fulfil them in time, agreed deadlines are extended accordingly. The Contractor may charge separately for the additional work this causes.',
          comment: 'Terms § 5. Client = Auftraggeber, Contractor = Auftragnehmer; additional work = Mehraufwand.',
        }),
      ],
    },
    {
      id: 'liability',
      title: msg({ message: '§ 6 Liability', comment: 'Heading of § 6 of the terms (German: Haftung)' }),
      lines: [
        msg({
          message: 'The Contractor is liable without limitation for intent and gross negligence.',
          comment: 'Terms § 6. German: "Der Auftragnehmer haftet unbeschränkt für Vorsatz und grobe Fahrlässigkeit."',
        }),
        msg({
          message:
            'In the case of simple negligence, the Contractor is only liable for the breach of essential contractual obligations (cardinal obligations). These are obligations whose fulfilment makes the proper performance of the contract possible in the first place and on whose observance the Client may regularly rely.',
          comment:
            'Terms § 6. Legal terms: "simple negligence" = einfache Fahrlässigkeit; "essential contractual obligations (cardinal obligations)" = wesentliche Vertragspflichten (Kardinalpflichten). Contractor = Auftragnehmer, Client = Auftraggeber.',
        }),
        msg({
          message:
            'In this case, liability is limited to the damage that is typical for this type of contract and foreseeable at the time the contract was concluded.',
          comment: 'Terms § 6. German: "auf den vertragstypischen, bei Vertragsschluss vorhersehbaren Schaden begrenzt".',
        }),
        msg({
          message:
            'The above limitations do not apply to damage resulting from injury to life, body or health, nor to liability under the German Product Liability Act (Produkthaftungsgesetz).',
          comment:
            'Terms § 6. German: "Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit" and "Haftung nach dem Produkthaftungsgesetz".',
        }),
      ],
    },
    {
      id: 'confidentiality-and-data-protection',
      title: msg({
        message: '§ 7 Confidentiality and data protection',
        comment: 'Heading of § 7 of the terms (German: Vertraulichkeit und Datenschutz)',
      }),
      lines: [
        msg({
          message:
            'Both parties treat as confidential all information that becomes known to them in connection with the contract and is not public, in particular business secrets and access data. This obligation continues after the end of the contract.',
          comment: 'Terms § 7. Both parties = beide Vertragsparteien; access data = Zugangsdaten.',
        }),
        msg({
          message: 'Personal data is processed in accordance with the General Data Protection Regulation (GDPR).',
          comment: 'Terms § 7. GDPR = DSGVO (Datenschutz-Grundverordnung) in German, RGPD in French.',
        }),
        msg({
          message:
            'Where the Contractor processes personal data on behalf of the Client, the parties conclude a data processing agreement in accordance with Art. 28 GDPR.',
          comment:
            'Terms § 7. Contractor = Auftragnehmer, Client = Auftraggeber. German: "einen Vertrag über die Auftragsverarbeitung gemäß Art. 28 DSGVO".',
        }),
      ],
    },
    {
      id: 'term-and-termination',
      title: msg({ message: '§ 8 Term and termination', comment: 'Heading of § 8 of the terms (German: Laufzeit und Kündigung)' }),
      lines: [
        msg({
          message: 'The term of a contract and any notice periods are set out in the individual contract.',
          comment:
            'Terms § 8. "Individual contract" = the offer or order confirmation of one project (German: Einzelvertrag); notice periods = Kündigungsfristen.',
        }),
        msg({
          message: 'Beyond the individual contract, these terms do not provide for any special notice periods.',
          comment: 'Terms § 8. German: "Darüber hinaus sehen diese AGB keine besonderen Kündigungsfristen vor."',
        }),
        msg({
          message: 'The right of both parties to extraordinary termination for good cause remains unaffected.',
          comment:
            'Terms § 8. German legal wording: "Das Recht beider Parteien zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt."',
        }),
      ],
    },
    {
      id: 'final-provisions',
      title: msg({ message: '§ 9 Final provisions', comment: 'Heading of § 9 of the terms (German: Schlussbestimmungen)' }),
      lines: [
        msg({
          message:
            'The law of the Federal Republic of Germany applies, excluding the United Nations Convention on Contracts for the International Sale of Goods (CISG).',
          comment: 'Terms § 9. German: "unter Ausschluss des UN-Kaufrechts (CISG)".',
        }),
        msg({
          message:
            'If the Client is a merchant, a legal entity under public law or a special fund under public law, the place of jurisdiction for all disputes arising from the contractual relationship is Hamburg.',
          comment:
            'Terms § 9. Client = Auftraggeber. German: "Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen"; place of jurisdiction = Gerichtsstand.',
        }),
        msg({
          message:
            'Should individual provisions of these terms be or become invalid, the validity of the remaining provisions remains unaffected. The invalid provision is replaced by the statutory provisions.',
          comment: 'Terms § 9. Severability clause (German: salvatorische Klausel).',
        }),
      ],
    },
  ],
  contact: {
    title: msg({ message: 'Questions?', comment: 'Heading of the contact block at the end of a legal page' }),
    description: msg`If you have any questions about these terms or about an offer, write to me or call me.`,
  },
};

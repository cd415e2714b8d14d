import { msg } from '@lingui/core/macro';
import type { LegalBodyContent } from '../legalContent';

/** The privacy page's text below its hero (LegalBody). */
export const privacyBody: LegalBodyContent = {
  updated: msg({ message: 'As of {updated}', comment: 'Date line of the privacy policy; {updated} is a month and year' }),
  sections: [
    // Art. 13(1)(a) GDPR: name and contact details of the controller.
    {
      id: 'controller',
      title: msg({ message: '1. Controller', comment: 'Privacy policy heading; German legal term: Verantwortlicher' }),
      lines: [
        msg({
          message:
            'The controller within the meaning of Art. 4(7) of the General Data Protection Regulation (GDPR) for data processing on this website is: {name} ({businessName}), {address}.',
          comment: 'German: "Verantwortlicher im Sinne von Art. 4 Nr. 7 DSGVO". {name} is a person, {businessName} the business name, {address} a postal address',
        }),
        msg`You can reach me by e-mail at {email} or by phone at {phone}.`,
        msg({
          message:
            'I am not required to appoint a data protection officer (Art. 37 GDPR, § 38 of the Federal Data Protection Act, BDSG). Please address all questions about data protection directly to me.',
          comment: 'BDSG = Bundesdatenschutzgesetz',
        }),
      ],
    },
    {
      id: 'overview',
      title: msg`2. Overview: no cookies, no tracking`,
      lines: [
        msg`This website sets no cookies. It uses no tracking, no analytics or statistics tools, no advertising networks and no social media plug-ins, and it creates no user profiles.`,
        msg`All files of this website – texts, images, fonts and scripts – are delivered from my own web server. Nothing is loaded from third parties: no external fonts, no external scripts or content delivery networks (CDNs), no embedded maps and no videos.`,
        msg`The only exception is the mail service EmailJS, which receives the data of the contact form – and only when you send the form (see section 4).`,
        msg`Links to other websites are plain links. The other website only receives data from your browser once you click such a link.`,
        msg({
          message: 'I do not use automated decision-making, including profiling, within the meaning of Art. 22 GDPR.',
          comment: 'German legal term: automatisierte Entscheidungsfindung einschließlich Profiling',
        }),
      ],
    },
    // Art. 13(1)(c) and (2)(a) GDPR: purpose, legal basis and storage period of the server logs.
    {
      id: 'server-logs',
      title: msg`3. Hosting and server log files`,
      lines: [
        msg({
          message:
            'This website runs on the web server of a hosting provider that processes data only on my behalf and on my instructions (Art. 28 GDPR).',
          comment: 'German legal term: Auftragsverarbeitung',
        }),
        msg({
          message:
            'Each time a page is requested, the server automatically records the following data in log files: your IP address, the date and time of the request, the page or file requested, the referrer URL (the page you came from) and the user agent (browser type and version, operating system).',
          comment: 'German: Server-Logfiles; Referrer-URL; User-Agent',
        }),
        msg`These data are needed to deliver the website to you and to keep it stable and secure, for example to detect and fend off attacks. They are not combined with other data sources.`,
        msg({
          message:
            'The legal basis is Art. 6(1)(f) GDPR. My legitimate interest lies in providing this website securely and without errors.',
          comment: 'German citation style: Art. 6 Abs. 1 lit. f DSGVO; German legal term: berechtigtes Interesse',
        }),
        msg({
          message: 'The log files are deleted automatically after {retentionDays} days.',
          comment: '{retentionDays} is a number of days (7)',
        }),
      ],
    },
    // Art. 13(1)(e) and (f) GDPR: the mail service is a recipient in a third country without an adequacy decision.
    {
      id: 'contact-form',
      title: msg`4. Contact form and EmailJS`,
      lines: [
        msg`If you send me an enquiry using the contact form, I process the data you enter: your name, e-mail address, subject and message, and your company if you provide it.`,
        msg({
          message:
            'The form is delivered by the mail service EmailJS, operated by {mailProvider}, Australia. When you send the form, EmailJS receives the form data together with the technical data of the request, such as your IP address, and forwards the message to my e-mail inbox. Before you send the form, your browser makes no connection to EmailJS.',
          comment: '{mailProvider} is the legal name of the company running the mail service (EmailJS)',
        }),
        msg({
          message:
            'I have concluded a data processing agreement with EmailJS (Art. 28 GDPR). Australia is a third country outside the European Union for which there is no adequacy decision of the European Commission; the transfer is safeguarded by standard contractual clauses adopted by the European Commission (Art. 46(2)(c) GDPR).',
          comment:
            'German legal terms: Auftragsverarbeitungsvertrag; Drittland; Angemessenheitsbeschluss; Standardvertragsklauseln. Citation: Art. 46 Abs. 2 lit. c DSGVO',
        }),
        msg`You can find more information in the privacy policy of EmailJS:`,
        msg({ message: 'https://www.emailjs.com/legal/privacy-policy/', comment: 'Web address: keep unchanged' }),
        msg({
          message:
            'The legal basis is Art. 6(1)(b) GDPR if your enquiry relates to a contract or to steps prior to entering into a contract, and Art. 6(1)(f) GDPR otherwise; my legitimate interest lies in answering the enquiries sent to me.',
          comment: 'German legal term for "steps prior to entering into a contract": vorvertragliche Maßnahmen',
        }),
        msg`Providing these data is not required by law or by contract. Without them, however, I cannot answer your enquiry.`,
        msg({
          message:
            'I delete your enquiry once it has been dealt with in full, unless statutory retention obligations, in particular under tax and commercial law, require me to keep it (Art. 6(1)(c) GDPR).',
          comment: 'German legal term: gesetzliche Aufbewahrungspflichten',
        }),
      ],
    },
    {
      id: 'email-phone',
      title: msg`5. Contact by e-mail and phone`,
      lines: [
        msg`If you contact me by e-mail or phone, I process the data you provide – such as your name, your e-mail address or phone number and the content of your enquiry – in order to handle your enquiry.`,
        msg`The legal basis is Art. 6(1)(b) GDPR if your enquiry relates to the performance of a contract or to steps prior to entering into a contract, and Art. 6(1)(f) GDPR otherwise; my legitimate interest lies in handling the enquiries sent to me effectively.`,
        msg`I do not pass these data on to third parties unless I am legally obliged to do so. They are deleted as described in section 4.`,
      ],
    },
    // § 25 TDDDG covers any storage on the visitor's device, not only cookies; § 25(2) no. 2 exempts what is strictly necessary for a service the user requested.
    {
      id: 'browser-storage',
      title: msg`6. Data stored in your browser (local storage, service worker)`,
      lines: [
        msg({
          message:
            'Some functions of this website save small amounts of data in the local storage (localStorage) of your browser on your device: your settings in the accessibility toolbar and the scroll position of pages you have visited, so that you can continue where you left off.',
          comment: 'localStorage is a technical term: keep it as is',
        }),
        msg`If you send the contact form while your device is offline and your browser supports this, the form data are kept in your browser on your device until the connection is restored.`,
        msg({
          message:
            'If this website is updated while you are using a page and the page has to reload itself, what you have typed into its forms is kept in the session storage (sessionStorage) of this browser tab for that reload only and deleted as soon as the page has put it back.',
          comment: 'sessionStorage is a technical term: keep it as is',
        }),
        msg`These entries are not cookies. They are never transmitted to my server and remain on your device.`,
        msg({
          message:
            'In addition, a service worker – a small script of this website – stores pages and files of this website in the cache of your browser, so that they load faster and remain available offline. The cache contains only content of this website.',
          comment: 'Service worker is a technical term: keep it as is',
        }),
        msg({
          message:
            'This storage on your device is strictly necessary to provide the functions you have requested; it therefore does not require consent (§ 25(2) no. 2 of the Telecommunications Digital Services Data Protection Act, TDDDG).',
          comment: 'German law: § 25 Abs. 2 Nr. 2 TDDDG (Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz)',
        }),
        msg`You can delete all of these data at any time by clearing the stored website data for this website in your browser settings.`,
      ],
    },
    // Art. 13(2)(b) GDPR; Art. 21(4) GDPR requires the right to object to be presented clearly and separately.
    {
      id: 'rights',
      title: msg`7. Your rights`,
      lines: [
        msg`You have the following rights with regard to your personal data:`,
        msg`Right of access (Art. 15 GDPR): you can ask me whether and which personal data of yours I process.`,
        msg`Right to rectification (Art. 16 GDPR): you can ask me to correct inaccurate data or to complete incomplete data.`,
        msg`Right to erasure (Art. 17 GDPR): you can ask me to delete your data unless I am obliged or entitled to keep it.`,
        msg`Right to restriction of processing (Art. 18 GDPR): in certain cases, you can ask me to only store your data and no longer use it otherwise.`,
        msg`Right to data portability (Art. 20 GDPR): you can receive the data you have provided to me in a structured, commonly used and machine-readable format or have it transmitted to another controller.`,
        msg({
          message:
            'Right to object (Art. 21 GDPR): where I process your data on the basis of Art. 6(1)(f) GDPR, you may object to this processing at any time on grounds relating to your particular situation. I will then no longer process the data unless I can demonstrate compelling legitimate grounds that override your interests, rights and freedoms, or the processing serves the establishment, exercise or defence of legal claims.',
          comment: 'German legal term: Widerspruchsrecht; wording follows Art. 21(1) GDPR',
        }),
        msg`To exercise your rights, an informal message to {email} is sufficient.`,
      ],
    },
    // Art. 13(2)(d) GDPR: right to lodge a complaint; the competent authority for a Hamburg business is the HmbBfDI.
    {
      id: 'complaint-security-changes',
      title: msg`8. Right to complain, SSL/TLS and changes to this policy`,
      lines: [
        msg`Without prejudice to any other remedy, you have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), in particular in the Member State of your habitual residence, your place of work or the place of the alleged infringement.`,
        msg({
          message:
            'The supervisory authority responsible for me is the Hamburg Commissioner for Data Protection and Freedom of Information (HmbBfDI):',
          comment: 'Official German name: Der Hamburgische Beauftragte für Datenschutz und Informationsfreiheit (HmbBfDI)',
        }),
        msg({ message: 'https://datenschutz-hamburg.de', comment: 'Web address: keep unchanged' }),
        msg({
          message:
            'For security reasons, this website uses SSL/TLS encryption for all connections. You can recognise an encrypted connection by “https://” at the start of the address in your browser and by the lock symbol. Data you send to me are thus protected against being read by third parties in transit.',
          comment: 'SSL/TLS: keep as is',
        }),
        msg`I will update this privacy policy whenever this website or the legal situation changes. The version published here always applies.`,
      ],
    },
  ],
  contact: {
    title: msg({ message: 'Questions?', comment: 'Heading of the contact block at the end of a legal page' }),
    description: msg`If you have questions about data protection or want to exercise your rights, write to me or call me.`,
  },
};

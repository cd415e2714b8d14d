import { msg } from '@lingui/core/macro';
import type { ServiceId } from '../../../../business/offers';
import type { ServiceDetail } from '../../content/types';

/**
 * What each service's card adds to its summary (content/services.ts): ten features and six
 * benefits (a card shows the first six and four, so the strongest come first), the full
 * description and eight steps.
 */
export const serviceDetails: Record<ServiceId, ServiceDetail> = {
  'seo-web-development': {
    features: [
      msg`Keyword research and a page structure planned for Google`,
      msg`Top Core Web Vitals scores for speed`,
      msg`Responsive, mobile-first design in your corporate identity`,
      msg`Technical SEO: clean code, structured data, XML sitemap`,
      msg`Layout designed for enquiries, with clear calls to action`,
      msg`Cookie-free and GDPR-compliant`,
      msg`Accessible to WCAG 2.1 level AA`,
      msg`Texts and images you can update yourself`,
      msg`Redirects from your old site, so no ranking is lost`,
      msg`Multilingual on request: German, English and French`,
    ],
    benefits: [
      msg`Found by the customers who are searching for what you offer`,
      msg`More enquiries from the same number of visitors`,
      msg`A fixed price with no hidden costs`,
      msg`A website you own completely – code, content and domain`,
      msg`No cookie banner that scares visitors away`,
      msg`A solid foundation for SEO and Google Ads later on`,
    ],
    fullDesc: msg`Your website is planned around the searches your customers actually make: keyword research, page structure and technical SEO come first, design and code follow. The result is a site that loads fast on every phone, is accessible and cookie-free, and that you can keep up to date yourself. You work directly with me and receive a fixed-price offer before anything is built.`,
    process: [
      {
        title: msg`Kick-off and goals`,
        description: msg`We define your target customers, the enquiries you want to receive and how we will measure success.`,
      },
      {
        title: msg`Keyword and competitor analysis`,
        description: msg`I research which terms your customers search for, what the top-ranking competitors do well and where they leave gaps.`,
      },
      {
        title: msg`Page structure and content plan`,
        description: msg`Every page gets a clear purpose and a target search term; navigation and internal links follow from it.`,
      },
      {
        title: msg({ message: 'Design', comment: 'Title of a step in the process of a service' }),
        description: msg`A mobile-first design in your corporate identity, shown as a clickable preview that you approve before development starts.`,
      },
      {
        title: msg({ message: 'Development', comment: 'Title of a step in the process of a service' }),
        description: msg`Clean, fast code with technical SEO, structured data and accessible components – on a preview address where you can follow progress.`,
      },
      {
        title: msg`Content and on-page optimisation`,
        description: msg`Texts, headings, images and meta data are optimised for your search terms and for your readers, written with you or for you.`,
      },
      {
        title: msg`Testing and launch`,
        description: msg`Speed, accessibility, forms and tracking are checked on real devices; redirects from the old site protect your existing rankings.`,
      },
      {
        title: msg`Handover and first results`,
        description: msg`You receive a short training, all access data and a first ranking report, and your site is registered with Google Search Console.`,
      },
    ],
  },
  'google-ads-sea': {
    features: [
      msg`Keyword and competitor analysis`,
      msg`Conversion tracking for calls, forms and sales`,
      msg`Campaign structure and ad copy that sells`,
      msg`Weekly bid and budget optimisation`,
      msg`Negative keywords that stop wasted spend`,
      msg`Monthly report in plain language`,
      msg`Search, Shopping and Performance Max campaigns`,
      msg`Remarketing for visitors who did not enquire the first time`,
      msg`Local targeting by region, radius and time of day`,
      msg`A/B tests of ads, extensions and landing pages`,
    ],
    benefits: [
      msg`Enquiries from the first week, not in months`,
      msg`A lower cost per enquiry through continuous optimisation`,
      msg`Full transparency: you see what every euro brings back`,
      msg`Your ad budget goes directly to Google, with no mark-up`,
      msg`Budgets that follow your season and your capacity`,
      msg`Your Google Ads account and all its data stay yours`,
    ],
    fullDesc: msg`Google Ads puts your offer in front of people at the very moment they search for it. I build your campaigns around the keywords that lead to sales, write the ads, set up conversion tracking and optimise bids and budgets every week. A monthly report in plain language shows what your budget achieved and what comes next.`,
    process: [
      {
        title: msg`Account audit or fresh start`,
        description: msg`If you already advertise, I analyse your existing account for wasted spend; otherwise we start with a clean setup.`,
      },
      {
        title: msg`Goals and budget`,
        description: msg`We agree on a target cost per enquiry or return on ad spend and a realistic monthly budget.`,
      },
      {
        title: msg`Keyword and competitor research`,
        description: msg`I find the search terms with real buying intent and look at how your competitors advertise and what they bid on.`,
      },
      {
        title: msg`Conversion tracking`,
        description: msg`Calls, form enquiries and purchases are measured in a privacy-friendly way, so every decision is based on real results.`,
      },
      {
        title: msg`Campaign build and ad copy`,
        description: msg`Campaigns, ad groups, ads and extensions are built in a clear structure, with copy that speaks to your customers.`,
      },
      {
        title: msg`Launch and close monitoring`,
        description: msg`In the first weeks I check search terms, bids and budgets several times a week and correct course quickly.`,
      },
      {
        title: msg`Weekly optimisation`,
        description: msg`Bids, negative keywords, ads and targeting are refined every week to lower your cost per enquiry.`,
      },
      {
        title: msg`Monthly report and strategy call`,
        description: msg`Every month you receive a report in plain language and we decide together where the budget works best next.`,
      },
    ],
  },
  'seo-retainer': {
    features: [
      msg`Monthly technical SEO audit and fixes`,
      msg`Keyword and content strategy`,
      msg`New and optimised content every month`,
      msg`Local SEO and Google Business Profile`,
      msg`Ranking and traffic monitoring`,
      msg`Monthly report with clear next steps`,
      msg`On-page optimisation of titles, headings and internal links`,
      msg`Link building with relevant, reputable websites`,
      msg`Competitor monitoring`,
      msg`Speed and Core Web Vitals monitoring`,
    ],
    benefits: [
      msg`Steady growth in organic traffic without paying per click`,
      msg`First measurable results within 90 days`,
      msg`Enquiries that become cheaper over time, not more expensive`,
      msg`A clear report every month, so you always know where you stand`,
      msg`Visibility that keeps working when ad budgets pause`,
      msg`A head start on competitors who treat SEO as a one-off`,
    ],
    fullDesc: msg`SEO is not a one-off job: Google, your competitors and your customers' searches keep changing. Every month I improve the technical health of your site, create and optimise content for the terms that bring customers and strengthen your local presence and your backlinks. Typically, first measurable results show within 90 days, and a clear report tells you every month where you stand.`,
    process: [
      {
        title: msg`SEO audit`,
        description: msg`A complete check of your site's technology, content and backlinks shows what holds your rankings back.`,
      },
      {
        title: msg`Keyword strategy and priorities`,
        description: msg`We choose the search terms that bring customers and decide which pages and topics come first.`,
      },
      {
        title: msg({ message: 'Quick wins', comment: 'Title of a step in the process of a service' }),
        description: msg`Technical errors are fixed and the pages with the greatest potential are optimised first, so progress shows early.`,
      },
      {
        title: msg`Content plan`,
        description: msg`An editorial plan sets out which new pages and articles answer your customers' questions, month by month.`,
      },
      {
        title: msg`Content and on-page optimisation`,
        description: msg`New content goes live and existing pages are improved – titles, headings, internal links and structured data.`,
      },
      {
        title: msg`Local SEO and authority`,
        description: msg`Your Google Business Profile, local listings and links from relevant websites strengthen your position.`,
      },
      {
        title: msg({ message: 'Monitoring', comment: 'Title of a step in the process of a service' }),
        description: msg`Rankings, traffic, enquiries and site speed are tracked continuously, so problems are caught before they cost you.`,
      },
      {
        title: msg`Monthly report and planning`,
        description: msg`You receive a report in plain language and we set the priorities for the next month together.`,
      },
    ],
  },
  'web-applications': {
    features: [
      msg`Discovery workshop and clickable prototype`,
      msg`Development in short sprints with regular demos`,
      msg`Interfaces to ERP, CRM, accounting and shop systems`,
      msg`Secure login with roles and permissions`,
      msg`Works on desktop, tablet and smartphone, also offline`,
      msg`Complete source code and rights of use for you`,
      msg`Automated tests and security checks`,
      msg`GDPR-compliant hosting in Germany`,
      msg`Accessible interface to WCAG 2.1 level AA`,
      msg`Security fixes included after launch`,
    ],
    benefits: [
      msg`Software that fits your processes, not the other way round`,
      msg`No licence fees per user`,
      msg`Hours saved every week through automation`,
      msg`Visible progress after every sprint, with no surprises at the end`,
      msg`No lock-in: the source code is yours`,
      msg`Room to grow with more users, data and functions`,
    ],
    fullDesc: msg`When off-the-shelf software forces your team into workarounds, a custom web application does exactly what you need. I develop it in short sprints with a working demo after each one, connect it to the systems you already use and hand over the complete source code. Secure, fast and accessible, and hosted in Germany if you wish.`,
    process: [
      {
        title: msg`Discovery workshop`,
        description: msg`We look at your processes, users and goals together and decide what the first version must do – and what can wait.`,
      },
      {
        title: msg`Concept and clickable prototype`,
        description: msg`Screens and user flows as a clickable prototype, so your team can try the application before any code is written.`,
      },
      {
        title: msg`Fixed offer and roadmap`,
        description: msg`You receive a fixed offer and a roadmap of sprints, so you know price and milestones before development starts.`,
      },
      {
        title: msg`Architecture and setup`,
        description: msg`Data model, interfaces, hosting and automated deployment are set up, with a test system you can access at any time.`,
      },
      {
        title: msg`Development in sprints`,
        description: msg`After every sprint you see working software in a demo, give feedback and set the priorities for the next one.`,
      },
      {
        title: msg`Testing and acceptance`,
        description: msg`Automated tests, a security check and an acceptance test with your team make sure everything works as agreed.`,
      },
      {
        title: msg({ message: 'Launch', comment: 'Title of a step in the process of a service' }),
        description: msg`The application goes live with a rollback plan, and your team receives documentation and a short training.`,
      },
      {
        title: msg`Support and further development`,
        description: msg`Security fixes are included after launch; maintenance or new features follow sprint by sprint whenever you need them.`,
      },
    ],
  },
};

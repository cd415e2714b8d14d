/**
 * The site's clients, one set for every page that names one: the services
 * page's success stories and video testimonials, the about page's client
 * cards and the home page's testimonials. Names of firms and people are
 * proper nouns and read the same in every language (a town is text: its
 * name is translated, Hamburg / Hambourg).
 *
 * PLACEHOLDER: the spec names no clients (section 9 "Sample content": a law
 * firm, a fashion shop, a restaurant chain). These are fictional, marked as
 * such, and must be replaced, with the clients' consent, before launch.
 */
export interface SampleClient {
  /** The firm's name. */
  name: string;
  /** The person who speaks for the firm in testimonials. */
  contactPerson: string;
  placeholder: true;
}

export type SampleClientId = 'lawFirm' | 'fashionShop' | 'restaurants' | 'logistics';

export const sampleClients: Record<SampleClientId, SampleClient> = {
  lawFirm: { name: 'Möller & Partner Rechtsanwälte', contactPerson: 'Dr. Katrin Möller', placeholder: true },
  fashionShop: { name: 'Modehaus Brandt', contactPerson: 'Thomas Brandt', placeholder: true },
  restaurants: { name: 'Elbküche Restaurants', contactPerson: 'Sophie Laurent', placeholder: true },
  logistics: { name: 'Nordkontor Logistik', contactPerson: 'Markus Weber', placeholder: true },
};

/**
 * The business behind the site, in one typed place. Every phone number, address
 * and e-mail the site shows or puts into structured data comes from here.
 *
 * PLACEHOLDER: the spec names no real person, phone, e-mail or street address
 * ({phone}, {email}). Values marked `placeholder: true` must be replaced with the
 * real ones before launch; nothing else needs to change.
 */
export interface PostalAddress {
  /** Internal name for keys and tests; the visible label is translated in the view. */
  id: 'office' | 'studio';
  street: string;
  postalCode: string;
  city: string;
  region: string;
  country: 'DE';
  placeholder: boolean;
}

export interface OpeningHours {
  /** schema.org day names, Monday to Friday (spec: Mon-Fri 9:00-22:00). */
  days: readonly ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
  opens: string;
  closes: string;
}

export interface BusinessProfile {
  personName: string;
  brandName: string;
  /** E.164 for tel: links and structured data. */
  phone: string;
  /** As printed, grouped for reading. */
  phoneDisplay: string;
  email: string;
  accessibilityEmail: string;
  addresses: readonly [PostalAddress, PostalAddress];
  hours: OpeningHours;
  /** Reply promise in hours (spec section 9). */
  replyWithinHours: number;
  /**
   * The year the business was founded in Hamburg (spec: 2016): the first year of the copyright line,
   * the about page's "founded" figure and the year experience is counted from.
   */
  foundedYear: number;
  placeholder: { personName: boolean; phone: boolean; email: boolean };
}

export const business: BusinessProfile = {
  personName: 'Jan Petersen',
  brandName: 'Jan Petersen – Web & SEO',
  phone: '+494012345678',
  phoneDisplay: '+49 40 123 456 78',
  email: 'kontakt@webseo-hamburg.example',
  accessibilityEmail: 'barrierefreiheit@webseo-hamburg.example',
  addresses: [
    {
      id: 'office',
      street: 'Neuer Wall 10',
      postalCode: '20354',
      city: 'Hamburg',
      region: 'Hamburg',
      country: 'DE',
      placeholder: true,
    },
    {
      id: 'studio',
      street: 'Schulterblatt 58',
      postalCode: '20357',
      city: 'Hamburg',
      region: 'Hamburg',
      country: 'DE',
      placeholder: true,
    },
  ],
  hours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '22:00',
  },
  replyWithinHours: 24,
  foundedYear: 2016,
  placeholder: { personName: true, phone: true, email: true },
};

export function formatAddressLine(address: PostalAddress): string {
  return `${address.street}, ${address.postalCode} ${address.city}`;
}

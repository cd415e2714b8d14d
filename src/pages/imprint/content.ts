import { msg } from '@lingui/core/macro';
import { business, formatAddressLine } from '../../business/profile';
import type { LegalPageContent } from '../../components/LegalPage/legalContent';

/**
 * PLACEHOLDER: the spec gives no VAT identification number. Replace it with the
 * number issued by the Federal Central Tax Office (BZSt) before launch, or drop
 * the line if none has been issued (§ 5(1) no. 6 DDG only requires an issued one).
 */
const VAT_ID = 'DE000000000';

export const imprintContent: LegalPageContent = {
  meta: {
    title: msg({ message: 'Imprint', comment: 'SEO title of the imprint (German legal notice, Impressum) page' }),
    description: msg({
      message: 'Legal notice: provider information, contact details, professional status and liability notes.',
      comment: 'Meta description of the imprint page',
    }),
    keywords: msg({ message: 'imprint, legal notice, provider identification', comment: 'Meta keywords of the imprint page' }),
  },
  hero: {
    badge: msg`Legal notice`,
    title: msg({ message: 'Imprint', comment: 'Page title: German legal notice (Impressum)' }),
    description: msg`Information pursuant to § 5 of the German Digital Services Act (DDG).`,
  },

  values: () => ({
    name: business.personName,
    businessName: business.brandName,
    address: formatAddressLine(business.addresses[0]),
    addressStudio: formatAddressLine(business.addresses[1]),
    email: business.email,
    phone: business.phoneDisplay,
    vatId: VAT_ID,
  }),
};

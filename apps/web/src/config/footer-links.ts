/**
 * The footer's links to the regulator's public website (docs/requirements.md §1). They open the agency's own
 * pages, so a change of the agency website is a change of this file only.
 */
export type FooterLink = { readonly label: string; readonly href: string };

const agencyWebsite = 'https://www.sfa.gov.sg';

export const agencyName = 'Singapore Food Agency';

export const footerLinks: readonly FooterLink[] = [
  { label: 'Contact', href: `${agencyWebsite}/contact-us` },
  { label: 'Feedback', href: `${agencyWebsite}/feedback` },
  { label: 'FAQ', href: `${agencyWebsite}/faq` },
  { label: 'Report Vulnerability', href: 'https://www.tech.gov.sg/report_vulnerability' },
  { label: 'Privacy Statement', href: `${agencyWebsite}/privacy-statement` },
  { label: 'Terms of Use', href: `${agencyWebsite}/terms-of-use` },
  { label: 'Sitemap', href: `${agencyWebsite}/sitemap` },
];

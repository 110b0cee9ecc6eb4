// The school's identity, contacts and outside links: the one place every page reads them from.
// The school is fictional; the town is a real steel-plant township so the map shows something true.

export interface ExternalLink {
  label: string;
  href: string;
}

export interface SocialLink extends ExternalLink {
  network: 'instagram' | 'facebook' | 'youtube' | 'linkedin';
}

export interface SiteConfig {
  fullName: string;
  shortName: string;
  initials: string;
  tagline: string;
  affiliation: string;
  foundedYear: number;
  address: {
    lines: readonly string[];
    locality: string;
    region: string;
    postalCode: string;
    country: string;
  };
  phones: {
    seniorWing: { label: string; display: string; tel: string };
    primaryWing: { label: string; display: string; tel: string };
  };
  email: string;
  mapEmbedUrl: string;
  /** The same place on the full map site, for visitors who cannot use the embedded frame. */
  mapLinkUrl: string;
  social: readonly SocialLink[];
  portals: {
    admission: ExternalLink;
    onlinePayment: ExternalLink;
    recruitment: ExternalLink;
    alumniRegistration: ExternalLink;
    cbse: ExternalLink;
    almanac: ExternalLink;
    mandatoryDisclosure: ExternalLink;
    prospectus: ExternalLink;
    learningOutcomes: ExternalLink;
  };
  vendor: ExternalLink;
  showBirthdays: boolean;
  visitorCounterSince: string;
}

export const site = {
  fullName: "St. Andrew's Mission Senior Secondary School",
  shortName: "St. Andrew's Mission School",
  initials: 'SAMS',
  tagline: 'Lux et Veritas · Light and Truth',
  affiliation: 'Co-educational, English medium · Affiliated to CBSE, New Delhi',
  foundedYear: 2017,
  address: {
    lines: ["St. Andrew's Mission Campus", 'Mission Road, Sector 4'],
    locality: 'Bokaro Steel City',
    region: 'Jharkhand',
    postalCode: '827004',
    country: 'India',
  },
  phones: {
    seniorWing: { label: 'Senior wing', display: '+91 6542 123 456', tel: '+916542123456' },
    primaryWing: { label: 'Primary wing', display: '+91 6542 123 457', tel: '+916542123457' },
  },
  email: 'office@standrewsmission.edu.in',
  mapEmbedUrl: 'https://www.google.com/maps?q=Bokaro+Steel+City,+Jharkhand&z=13&output=embed',
  mapLinkUrl: 'https://www.google.com/maps/search/?api=1&query=Bokaro+Steel+City,+Jharkhand',
  social: [
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/standrewsmissionschool' },
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/standrewsmissionschool' },
    { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@standrewsmissionschool' },
    { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/school/standrewsmissionschool' },
  ],
  portals: {
    admission: { label: 'Online admission portal', href: 'https://admissions.standrewsmission.edu.in/' },
    onlinePayment: { label: 'Online fee payment', href: 'https://pay.standrewsmission.edu.in/' },
    recruitment: { label: 'Staff recruitment', href: 'https://careers.standrewsmission.edu.in/' },
    alumniRegistration: { label: 'Alumni registration', href: 'https://alumni.standrewsmission.edu.in/' },
    cbse: { label: 'CBSE website', href: 'https://www.cbse.gov.in/' },
    almanac: { label: 'Almanac (PDF)', href: 'https://standrewsmission.edu.in/documents/almanac-2025-26.pdf' },
    mandatoryDisclosure: {
      label: 'Mandatory Disclosure',
      href: 'https://standrewsmission.edu.in/documents/mandatory-disclosure.pdf',
    },
    prospectus: { label: 'Prospectus (PDF)', href: 'https://standrewsmission.edu.in/documents/prospectus.pdf' },
    learningOutcomes: {
      label: 'Learning Outcomes',
      href: 'https://standrewsmission.edu.in/documents/learning-outcomes.pdf',
    },
  },
  vendor: { label: 'Campus Cloud ERP', href: 'https://www.campuscloud-erp.example/' },
  showBirthdays: true,
  visitorCounterSince: 'Sep 2024',
} as const satisfies SiteConfig;

/**
 * A browser title, '{page name} - {full name}'. The root layout's title template uses it; the home page
 * needs it as an absolute title because a layout's template does not apply to a page of its own segment.
 */
export function fullTitle(pageName: string): string {
  return `${pageName} - ${site.fullName}`;
}

/** The postal address on one line, for maps, structured data and screen readers. */
export function postalAddress(): string {
  const { lines, locality, region, postalCode, country } = site.address;
  return [...lines, `${locality}, ${region} ${postalCode}`, country].join(', ');
}

// The Help group: ERP Software credits and Parent Portal help.
import { site } from '../site';
import type { Photo } from './types';

export const erpSoftware = {
  provider: site.vendor,
  paragraphs: [
    `This website, the parent portal and the school’s office software are provided by ${site.vendor.label}, a school management (ERP) system used for admissions, attendance, fees, examinations, transport and communication with parents.`,
    'Parents see their child’s attendance, homework, circulars, report cards and fee receipts in the parent portal and the mobile app. Teachers record attendance and marks, and the office manages fees and transport, all in one system.',
  ],
  features: ['Admissions and student records', 'Attendance and timetable', 'Fees and online payment', 'Examinations and report cards', 'Transport', 'Circulars, SMS and app notifications'],
  screenshots: [
    { src: '/images/erp/dashboard.jpg', alt: 'The school office dashboard of the ERP software', width: 1200, height: 800, caption: 'Office dashboard' },
    { src: '/images/erp/parent-app.jpg', alt: 'The parent mobile app showing attendance and circulars', width: 1200, height: 800, caption: 'Parent mobile app' },
    { src: '/images/erp/fee-module.jpg', alt: 'The fee module with receipts and dues', width: 1200, height: 800, caption: 'Fee module' },
  ] satisfies Photo[],
  links: [
    { title: `${site.vendor.label} website`, href: site.vendor.href },
    { title: 'Online fee payment', href: site.portals.onlinePayment.href },
  ],
};

/** The parent portal help page's figures: the portal's address, the help desk's hours and contacts, and the steps' ids. */
export const portalHelp = {
  portalHref: 'https://parents.campuscloud-erp.example/',
  helpDesk: {
    hours: '8 AM to 8 PM',
    phone: '+91 6542 123 490',
    tel: '+916542123490',
    email: 'portalhelp@standrewsmission.edu.in',
  },
  steps: ['log-in', 'reset-password', 'mobile-app'],
} as const;

type PortalStep = (typeof portalHelp.steps)[number];

/** The parent portal help page's words (components/pages/portal-help.tsx): each step's heading and items, by its id. */
export const portalHelpWords = {
  goToPortal: 'Go to the parent portal',
  helpDesk: 'Help desk',
  helpDeskOpen: 'The help desk line is open',
  helpDeskOpenEnd: '.',
  steps: {
    'log-in': {
      heading: 'Log in to the parent portal',
      items: [
        'Open the parent portal (it is on a separate site and opens in a new tab).',
        'Enter your child’s admission number as the user name and your password.',
        'Choose Log in. The first time, you will be asked to change the password the school gave you.',
      ],
    },
    'reset-password': {
      heading: 'Reset your password',
      items: [
        'On the login page choose Forgot password.',
        'Enter the admission number and the mobile number registered with the school.',
        'Type the one-time code sent by SMS, then choose a new password of at least 8 characters.',
      ],
    },
    'mobile-app': {
      heading: 'Install the mobile app',
      items: [
        'Open the Play Store (Android) or the App Store (iPhone) and search for “Campus Cloud Parent”.',
        'Install the app, open it and find our school by name.',
        'Log in with the same admission number and password as the parent portal, and allow notifications to receive circulars.',
      ],
    },
  },
} as const satisfies Record<string, unknown> & { steps: Record<PortalStep, { heading: string; items: readonly string[] }> };

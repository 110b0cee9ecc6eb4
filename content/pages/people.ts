// Faculty, School Managing Committee and Heads of Department. Every name here is invented for the demo
// (the principal matches the chrome's demo principal); replace them with the school's own.
import { portrait, type CommitteeMember, type DocumentLink, type StaffMember } from './types';

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/^(mrs|mr|ms|dr|fr|sr|rev)\.?\s+/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const staff = (name: string, designation: string, qualification: string): StaffMember => ({
  name,
  designation,
  qualification,
  photo: portrait(`/images/staff/${slug(name)}.jpg`, `Photo of ${name}, ${designation}`),
});

export interface StaffSection {
  id: string;
  title: string;
  members: readonly StaffMember[];
}

export const faculty: readonly StaffSection[] = [
  {
    id: 'teaching-staff',
    title: 'Teaching Staff',
    members: [
      staff('Mrs. Anita Thomas', 'Principal', 'M.A. (English), M.Ed.'),
      staff('Dr. Rajesh Lakra', 'Academic Director', 'M.Sc. (Physics), Ph.D., B.Ed.'),
      staff('Mr. George Varghese', 'Vice Principal', 'M.Sc. (Mathematics), B.Ed.'),
      staff('Mrs. Sunita Minz', 'Head Mistress', 'M.A. (Hindi), B.Ed.'),
      staff('Ms. Priya Nair', 'Counsellor', 'M.A. (Psychology), PG Diploma in Guidance and Counselling'),
      staff('Mrs. Kavita Sinha', 'PGT English', 'M.A. (English), B.Ed.'),
      staff('Mr. Amit Kumar Singh', 'PGT Physics', 'M.Sc. (Physics), B.Ed.'),
      staff('Mrs. Reena Tirkey', 'PGT Chemistry', 'M.Sc. (Chemistry), B.Ed.'),
      staff('Mr. Sanjay Mahato', 'PGT Mathematics', 'M.Sc. (Mathematics), B.Ed.'),
      staff('Mrs. Deepa Kujur', 'PGT Biology', 'M.Sc. (Botany), B.Ed.'),
      staff('Mr. Rohit Agarwal', 'PGT Accountancy', 'M.Com., B.Ed.'),
      staff('Mrs. Neha Prasad', 'PGT Economics', 'M.A. (Economics), B.Ed.'),
      staff('Mr. Vivek Oraon', 'PGT Computer Science', 'MCA, B.Ed.'),
      staff('Mrs. Shalini Das', 'PGT History', 'M.A. (History), B.Ed.'),
      staff('Mr. Manoj Pandey', 'TGT Hindi', 'M.A. (Hindi), B.Ed.'),
      staff('Mrs. Anjali Ekka', 'TGT Science', 'M.Sc. (Zoology), B.Ed.'),
      staff('Mr. Sunil Barla', 'TGT Social Science', 'M.A. (Geography), B.Ed.'),
      staff('Mrs. Rupa Banerjee', 'TGT Mathematics', 'M.Sc. (Mathematics), B.Ed.'),
      staff('Ms. Sneha Kumari', 'TGT English', 'M.A. (English), B.Ed.'),
      staff('Mr. Prakash Soren', 'TGT Sanskrit', 'M.A. (Sanskrit), B.Ed.'),
      staff('Mrs. Mary Joseph', 'PRT', 'B.A., D.El.Ed.'),
      staff('Mrs. Pooja Verma', 'PRT', 'B.Sc., B.Ed.'),
      staff('Mrs. Lata Horo', 'PRT', 'B.A., D.El.Ed.'),
      staff('Mr. Nitin Gupta', 'Physical Education Teacher', 'M.P.Ed.'),
      staff('Mrs. Ritu Chatterjee', 'Music Teacher', 'M.A. (Music)'),
      staff('Mr. Arjun Toppo', 'Art Teacher', 'B.F.A.'),
    ],
  },
  {
    id: 'non-teaching-staff',
    title: 'Non Teaching Staff',
    members: [
      staff('Mr. Thomas Kerketta', 'Office Superintendent', 'B.Com.'),
      staff('Mrs. Jyoti Sharma', 'Accountant', 'M.Com.'),
      staff('Mr. Rakesh Dubey', 'Librarian', 'M.Lib.I.Sc.'),
      staff('Ms. Alka Minj', 'Lab Assistant', 'B.Sc.'),
      staff('Mr. Deepak Rana', 'System Administrator', 'B.Tech. (IT)'),
      staff('Mrs. Grace Lakra', 'School Nurse', 'GNM'),
    ],
  },
  {
    id: 'support-staff',
    title: 'Support Staff',
    members: [
      staff('Mr. Ramesh Munda', 'Head Attendant', 'Matriculation'),
      staff('Mr. Suresh Gope', 'Transport Supervisor', 'Intermediate'),
      staff('Mrs. Basanti Devi', 'Attendant', 'Matriculation'),
      staff('Mr. Birsa Hansda', 'Electrician', 'ITI (Electrician)'),
      staff('Mr. Mohan Yadav', 'Security Supervisor', 'Intermediate'),
    ],
  },
];

const member = (role: string, name: string, photoSlug?: string): CommitteeMember => ({
  role,
  name,
  photo: portrait(`/images/${photoSlug ? `staff/${photoSlug}` : `committee/${slug(name)}`}.jpg`, `Photo of ${name}, ${role}`),
});

/** The School Managing Committee, in the order of the roles in spec section 2. */
export const managingCommittee: readonly CommitteeMember[] = [
  member('Principal', 'Mrs. Anita Thomas', 'anita-thomas'),
  member('Secretary', 'Rev. John Barwa'),
  member('Treasurer', 'Mr. Francis Tigga'),
  member('Member', 'Mrs. Elizabeth Kispotta'),
  member('Member', 'Dr. Arvind Mishra'),
  member('Teacher Representative', 'Mrs. Kavita Sinha', 'kavita-sinha'),
  member('Teacher Representative', 'Mr. Sanjay Mahato', 'sanjay-mahato'),
  member('Vocational Subject Expert', 'Mr. Ashok Bhagat'),
  member('Parent Representative', 'Mrs. Nandini Roy'),
  member('Parent Representative', 'Mr. Imran Ansari'),
  member('Steel Plant Representative', 'Mr. Vinod Kumar Jha'),
];

/** The committee roles of spec section 2, used as group labels. */
export const committeeRoles = [
  'Principal',
  'Secretary',
  'Treasurer',
  'Members',
  'Teacher Representatives',
  'Vocational Subject Expert',
  'Parent Representatives',
  'Steel Plant Representative',
] as const;

export interface HodWing {
  id: string;
  label: string;
  heading: string;
  portfolio: DocumentLink;
}

/** The two tabs of Head of Departments, each with its 2024-25 portfolio (embedded at 900 px). */
export const hodWings: readonly HodWing[] = [
  {
    id: 'senior-secondary-wing',
    label: 'Senior Secondary Wing',
    heading: 'Heads of Department, Senior Secondary Wing — Portfolio 2024-25',
    portfolio: { title: 'Senior Secondary Wing: HOD portfolio 2024-25', href: '/docs/hod/senior-secondary-wing-portfolio-2024-25.pdf' },
  },
  {
    id: 'primary-wing',
    label: 'Primary wing',
    heading: 'Heads of Department, Primary Wing — Portfolio 2024-25',
    portfolio: { title: 'Primary Wing: HOD portfolio 2024-25', href: '/docs/hod/primary-wing-portfolio-2024-25.pdf' },
  },
];

// Fixed values of the demo content service. None of them is a secret: the demo service only ever
// listens on loopback and serves invented data.

export const DEMO_SCHOOL_CODE = 'SAMS042';
export const DEMO_TOKEN = 'demo-content-token-not-a-secret';
export const DEMO_PORT = 4010;

/** A former pupil whose transfer certificate the demo service can hand out. */
export interface DemoTcStudent {
  name: string;
  admission: string;
  /** Stored path of the certificate image, as the vendor returns it in `data`. */
  certificate: string;
  gender: 'female' | 'male';
  fatherName: string;
  motherName: string;
  dateOfBirth: string;
  admittedOn: string;
  admittedToClass: string;
  lastClass: string;
  lastExam: string;
  subjects: string;
  leftOn: string;
  reason: string;
  tcNumber: string;
}

/** The pupils the demo TC endpoint knows; any other name and admission number pair is refused. */
export const DEMO_TC_STUDENTS: readonly DemoTcStudent[] = [
  {
    name: 'Aarav Sharma',
    admission: '2015/0412',
    certificate: 'tc/2015-0412.jpg',
    gender: 'male',
    fatherName: 'Rajesh Kumar Sharma',
    motherName: 'Sunita Sharma',
    dateOfBirth: '2009-08-14',
    admittedOn: '2015-04-06',
    admittedToClass: 'I',
    lastClass: 'X (Ten)',
    lastExam: 'AISSE (CBSE Class X), 2025: Passed',
    subjects: 'English, Hindi, Mathematics, Science, Social Science, Information Technology',
    leftOn: '2025-05-20',
    reason: "Parent's transfer to Rourkela Steel Plant",
    tcNumber: 'SAMS/TC/2025/118',
  },
  {
    name: 'Diya Kumari',
    admission: '2016/0788',
    certificate: 'tc/2016-0788.jpg',
    gender: 'female',
    fatherName: 'Manoj Prasad',
    motherName: 'Rekha Devi',
    dateOfBirth: '2010-03-02',
    admittedOn: '2016-04-04',
    admittedToClass: 'I',
    lastClass: 'VIII (Eight)',
    lastExam: 'Annual Examination, Class VIII, 2024: Passed',
    subjects: 'English, Hindi, Sanskrit, Mathematics, Science, Social Science, Computer Science',
    leftOn: '2024-04-10',
    reason: 'Family relocating to Ranchi',
    tcNumber: 'SAMS/TC/2024/064',
  },
  {
    name: 'Rohan Ekka',
    admission: '2014/0235',
    certificate: 'tc/2014-0235.jpg',
    gender: 'male',
    fatherName: 'Sunil Ekka',
    motherName: 'Agnes Ekka',
    dateOfBirth: '2007-11-23',
    admittedOn: '2014-04-07',
    admittedToClass: 'III',
    lastClass: 'XII (Twelve)',
    lastExam: 'AISSCE (CBSE Class XII), 2025: Passed',
    subjects: 'English Core, Physics, Chemistry, Mathematics, Computer Science, Physical Education',
    leftOn: '2025-06-05',
    reason: 'Completed Class XII',
    tcNumber: 'SAMS/TC/2025/131',
  },
];

// Education reference data (categories, streams, and Graduation/Post-Graduation courses) for students in Assam, compiled from general knowledge of Indian/Assam degree programmes; verify against the official list before production.

/** What a student may currently be pursuing. */
export const CATEGORIES: readonly string[] = [
  'Higher Secondary',
  'Diploma',
  'ITI / Vocational',
  'Graduation',
  'Post-Graduation',
  'PhD / Research',
  'Working Professional',
  'Other',
];

/** Broad fields of study. */
export const STREAMS: readonly string[] = [
  'Arts',
  'Science',
  'Commerce',
  'Engineering & Technology',
  'Management',
  'Medical & Health Sciences',
  'Law',
  'Education',
  'Agriculture',
  'Fine Arts & Design',
  'Computer Applications',
  'Other',
];

/**
 * Courses per category and stream (Graduation and Post-Graduation only).
 * 'Other' deliberately has no courses in either category, so the app can show "No courses found".
 */
export const COURSES: ReadonlyArray<{
  category: 'Graduation' | 'Post-Graduation';
  stream: string;
  names: readonly string[];
}> = [
  // ---- Graduation ----
  { category: 'Graduation', stream: 'Arts', names: ['BA', 'BA (Honours)', 'BJMC', 'BLibISc', 'BSW'] },
  {
    category: 'Graduation',
    stream: 'Science',
    names: ['BSc', 'BSc (Honours)', 'BSc (Biotechnology)', 'BSc (Home Science)'],
  },
  { category: 'Graduation', stream: 'Commerce', names: ['BCom', 'BCom (Honours)'] },
  { category: 'Graduation', stream: 'Engineering & Technology', names: ['BTech', 'BE', 'BArch'] },
  { category: 'Graduation', stream: 'Management', names: ['BBA', 'BHM (Hotel Management)'] },
  {
    category: 'Graduation',
    stream: 'Medical & Health Sciences',
    names: [
      'MBBS',
      'BDS',
      'BAMS',
      'BHMS',
      'BPharm',
      'BSc Nursing',
      'BPT (Physiotherapy)',
      'BSc (Medical Laboratory Technology)',
    ],
  },
  { category: 'Graduation', stream: 'Law', names: ['LLB', 'BA LLB', 'BBA LLB'] },
  { category: 'Graduation', stream: 'Education', names: ['BEd', 'BPEd'] },
  {
    category: 'Graduation',
    stream: 'Agriculture',
    names: [
      'BSc (Agriculture)',
      'BSc (Horticulture)',
      'BSc (Forestry)',
      'BSc (Sericulture)',
      'BFSc (Fisheries)',
      'BVSc & AH (Veterinary)',
    ],
  },
  { category: 'Graduation', stream: 'Fine Arts & Design', names: ['BFA', 'BVA', 'BPA (Performing Arts)', 'BDes'] },
  { category: 'Graduation', stream: 'Computer Applications', names: ['BCA', 'BSc (Information Technology)'] },

  // ---- Post-Graduation ----
  { category: 'Post-Graduation', stream: 'Arts', names: ['MA', 'MJMC', 'MLibISc', 'MSW'] },
  { category: 'Post-Graduation', stream: 'Science', names: ['MSc'] },
  { category: 'Post-Graduation', stream: 'Commerce', names: ['MCom'] },
  { category: 'Post-Graduation', stream: 'Engineering & Technology', names: ['MTech', 'ME', 'MArch'] },
  { category: 'Post-Graduation', stream: 'Management', names: ['MBA', 'PGDM'] },
  {
    category: 'Post-Graduation',
    stream: 'Medical & Health Sciences',
    names: ['MD', 'MS', 'MDS', 'MPharm', 'MSc Nursing', 'MPT (Physiotherapy)', 'MPH (Public Health)'],
  },
  { category: 'Post-Graduation', stream: 'Law', names: ['LLM'] },
  { category: 'Post-Graduation', stream: 'Education', names: ['MEd', 'MPEd'] },
  {
    category: 'Post-Graduation',
    stream: 'Agriculture',
    names: ['MSc (Agriculture)', 'MSc (Horticulture)', 'MFSc (Fisheries)', 'MVSc (Veterinary)'],
  },
  { category: 'Post-Graduation', stream: 'Fine Arts & Design', names: ['MFA', 'MVA', 'MPA (Performing Arts)', 'MDes'] },
  { category: 'Post-Graduation', stream: 'Computer Applications', names: ['MCA', 'MSc (Information Technology)'] },
];

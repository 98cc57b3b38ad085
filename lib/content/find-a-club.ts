// Find a Club (/clubs, /clubs/<district>) and View Openings (/openings): the words around the lists staff keep
// in the console (the club and opening content types).
export const FIND_A_CLUB = {
  title: 'Find a Club',
  subtitle: 'Gen Z clubs meet on campuses and in neighbourhoods across Assam. Choose your district to see the clubs near you.',
  districtLabel: 'District',
  allDistricts: 'All districts',
  show: 'Show clubs',
  none: 'No clubs are listed yet. Please check again soon, or start one: write to us through the contact page.',
  noneIn: 'There is no club in {district} yet.',
  allClubs: 'See the clubs in every district',
  startOne: 'Want to start a club where you are? Tell us through the volunteer form.',
  contact: 'Contact',
} as const;

export const OPENINGS_PAGE = {
  title: 'View Openings',
  subtitle: 'Places to volunteer and mentor, jobs with our Guwahati team, and internships. Each stays here until its closing date.',
  kinds: { volunteer: 'Volunteer', mentor: 'Mentor', careers: 'Careers', internships: 'Internships' },
  closes: 'Apply by {date}',
  place: 'Place: {place}',
  apply: 'How to apply',
  none: 'There are no openings right now. Please check again soon, or see the other ways to get involved.',
  otherWays: 'See the other ways to get involved',
} as const;

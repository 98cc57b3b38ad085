// /gallery copy, and the photos the site shipped with: since issue 35 they are gallery_photo items in the database
// (lib/content-store/seed/gallery.ts seeds these); /gallery shows the first GALLERY_SHOWN, /gallery/more the rest.

export const GALLERY_PAGE = {
  id: 'gallery',
  title: 'Our Gallery',
  subtitle:
    'Moments from our events, workshops and community activities across Assam, from Guwahati’s riverfront to the tea gardens of Dibrugarh and the island of Majuli.',
  more: 'More photos',
  moreSubtitle: 'More moments from our events, workshops and community activities across Assam.',
  noMore: 'All our photos are on the gallery page.',
  back: 'Back to the gallery',
} as const;

export type GalleryImage = {
  src: string;
  alt: string;
  caption: string;
};

export const GALLERY_SHOWN = 18;

/** The photo viewer's words ({n}, {total}, {caption} filled in by the viewer). */
export const GALLERY_WORDS = {
  open: 'Open larger view',
  viewer: 'Photo viewer',
  photo: 'Photo {n} of {total}: {caption}',
  previous: 'Previous',
  next: 'Next',
  close: 'Close',
} as const;

export const GALLERY_IMAGES: readonly GalleryImage[] = [
  {
    src: '/images/gallery/gallery-01.webp',
    alt: 'Students in gamosas cheering in the audience at a youth convention in Guwahati',
    caption: 'Opening session of our youth convention, Guwahati',
  },
  {
    src: '/images/gallery/gallery-02.webp',
    alt: 'Young volunteers collecting plastic waste on the sandy bank of the Brahmaputra',
    caption: 'Clean Brahmaputra drive at Uzan Bazar Ghat',
  },
  {
    src: '/images/gallery/gallery-03.webp',
    alt: 'A husori troupe of young dancers and dhol players performing Bihu on an open field',
    caption: 'Rongali Bihu Youth Utsav, Jorhat',
  },
  {
    src: '/images/gallery/gallery-04.webp',
    alt: 'A volunteer doctor checking a young woman’s blood pressure at a health camp tent',
    caption: 'Tea Garden Youth Health Camp, Dibrugarh',
  },
  {
    src: '/images/gallery/gallery-05.webp',
    alt: 'A young founder presenting a pitch slide to a panel of mentors in a seminar hall',
    caption: 'Pitch day at the Barak Valley Startup Bootcamp, Silchar',
  },
  {
    src: '/images/gallery/gallery-06.webp',
    alt: 'College students sitting in a circle on the grass during a peer-listening session',
    caption: 'Mind Matters listening circle, Tezpur',
  },
  {
    src: '/images/gallery/gallery-07.webp',
    alt: 'A young artisan painting a traditional bamboo and clay mask in a satra workshop',
    caption: 'Learning mask-making at a satra, Majuli',
  },
  {
    src: '/images/gallery/gallery-08.webp',
    alt: 'Volunteers loading relief bags of rice and dry food onto a country boat',
    caption: 'Flood relief volunteers, Morigaon',
  },
  {
    src: '/images/gallery/gallery-09.webp',
    alt: 'Teams of students working on laptops late into the night at a hackathon',
    caption: 'Build for Assam Hackathon, Guwahati',
  },
  {
    src: '/images/gallery/gallery-10.webp',
    alt: 'A club lead writing ideas on a whiteboard while classmates take notes',
    caption: 'First meeting of a new Gen Z club at a Guwahati college',
  },
  {
    src: '/images/gallery/gallery-11.webp',
    alt: 'Young women in a tea garden community hall attending a menstrual health session',
    caption: 'Health awareness session with tea garden youth, Dibrugarh',
  },
  {
    src: '/images/gallery/gallery-12.webp',
    alt: 'Volunteers planting bamboo saplings along an eroded riverbank',
    caption: 'Erosion-control planting drive, Majuli',
  },
  {
    src: '/images/gallery/gallery-13.webp',
    alt: 'A volunteer helping a first-time voter fill in a registration form at a college desk',
    caption: 'Vote Ready Gen Z registration desk, Dibrugarh',
  },
  {
    src: '/images/gallery/gallery-14.webp',
    alt: 'Young footballers in two club jerseys shaking hands before a match',
    caption: 'Inter-club football league, Guwahati',
  },
  {
    src: '/images/gallery/gallery-15.webp',
    alt: 'Participants practising CPR on training mannequins during a first-aid workshop',
    caption: 'First response training for flood volunteers, Lakhimpur',
  },
  {
    src: '/images/gallery/gallery-16.webp',
    alt: 'Students from several northeastern states in traditional dress posing together',
    caption: 'North East Rising youth exchange, Guwahati',
  },
  {
    src: '/images/gallery/gallery-17.webp',
    alt: 'A young woman speaking confidently at a podium during a youth parliament',
    caption: 'Youth parliament debate, Jorhat',
  },
  {
    src: '/images/gallery/gallery-18.webp',
    alt: 'Students learning to weave on a traditional handloom with an elder weaver',
    caption: 'Handloom heritage workshop, Sualkuchi',
  },
  {
    src: '/images/gallery/gallery-19.webp',
    alt: 'Young people doing yoga on a riverside lawn at sunrise',
    caption: 'Sunrise yoga on the riverfront, Tezpur',
  },
  {
    src: '/images/gallery/gallery-20.webp',
    alt: 'Interns and staff reviewing survey forms around a long office table',
    caption: 'Interns at work on the State of Youth survey, Guwahati office',
  },
  {
    src: '/images/gallery/gallery-21.webp',
    alt: 'Volunteers serving food on banana-leaf plates at a plastic-free Bihu feast',
    caption: 'Plastic-free Bihu celebration, Tezpur',
  },
  {
    src: '/images/gallery/gallery-22.webp',
    alt: 'A mentor guiding two students through a spreadsheet on a shared laptop',
    caption: 'Digital skills lab, Silchar',
  },
  {
    src: '/images/gallery/gallery-23.webp',
    alt: 'A large group of club members holding a banner on the steps of a college building',
    caption: 'Annual inter-club meet, Guwahati',
  },
  {
    src: '/images/gallery/gallery-24.webp',
    alt: 'Award winners holding certificates on stage with the NextGen team',
    caption: 'Intern completion ceremony, Guwahati',
  },
];

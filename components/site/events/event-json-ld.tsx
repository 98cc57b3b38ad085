// schema.org Event data for an event's page, so search engines and calendars know what, when and where.
// `<` is escaped so no text of the event can close the script element.
import type { PublicEvent } from '@/lib/events/public-pages';
import { SITE } from '@/lib/content/site';

export function EventJsonLd({ event: e, url, imageUrl }: { event: PublicEvent; url: string; imageUrl?: string }) {
  const place = e.venueName
    ? { '@type': 'Place', name: e.venueName, address: e.venueAddress ?? undefined }
    : { '@type': 'VirtualLocation', url: e.onlineUrl ?? url };
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.words.title,
    description: e.words.summary,
    inLanguage: e.words.lang,
    startDate: e.startsAt.toISOString(),
    endDate: e.endsAt.toISOString(),
    eventStatus: e.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: e.venueName ? 'https://schema.org/OfflineEventAttendanceMode' : 'https://schema.org/OnlineEventAttendanceMode',
    location: place,
    image: imageUrl ? [imageUrl] : undefined,
    url,
    organizer: { '@type': 'NGO', name: SITE.name, url: SITE.url },
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'INR', url, availability: e.state === 'open' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut' },
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

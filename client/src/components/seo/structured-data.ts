import { priceAmount } from "../../../../common/price";

/** Addresses in structured data are absolute; stored ones may be site-relative. */
const absolute = (origin: string, url: string) => (url.startsWith("/") ? `${origin}${url}` : url);

interface GymFacts {
  settings: { siteName: string; metaDescription: string; logo: string; featuredImage: string };
  contact: {
    phone: string;
    email: string;
    address: string;
    city: string;
    instagram: string;
    openingHours: readonly { day: string; opens?: string | null; closes?: string | null }[];
  };
  plans: readonly { price: string }[];
}

/** The gym as a schema.org ExerciseGym (docs/spec.md: address, phone, email, opening hours, price range). */
export function gymJsonLd(origin: string, { settings, contact, plans }: GymFacts): Record<string, unknown> {
  const amounts = plans.map((p) => priceAmount(p.price)).filter((n): n is number => n !== null);
  const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;
  return {
    "@context": "https://schema.org",
    "@type": "ExerciseGym",
    name: settings.siteName,
    description: settings.metaDescription,
    url: `${origin}/`,
    logo: absolute(origin, settings.logo),
    image: absolute(origin, settings.featuredImage),
    telephone: contact.phone,
    email: contact.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.address,
      addressLocality: contact.city,
      addressRegion: "Assam",
      addressCountry: "IN",
    },
    openingHoursSpecification: contact.openingHours
      .filter((d) => d.opens && d.closes)
      .map((d) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: `https://schema.org/${d.day}`, opens: d.opens, closes: d.closes })),
    priceRange: amounts.length ? `${rupees(Math.min(...amounts))} - ${rupees(Math.max(...amounts))}` : undefined,
    sameAs: [`https://instagram.com/${contact.instagram}`],
  };
}

interface PostFacts {
  id: string;
  title: string;
  excerpt: string;
  image: string;
  date: string;
  updatedAt: string;
  author: string;
}

export function blogPostingJsonLd(origin: string, post: PostFacts, site: { siteName: string; logo: string }): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: absolute(origin, post.image),
    datePublished: post.date,
    dateModified: new Date(post.updatedAt).toISOString(),
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: site.siteName, logo: { "@type": "ImageObject", url: absolute(origin, site.logo) } },
    mainEntityOfPage: `${origin}/blog/${post.id}`,
  };
}

import { priceAmount } from "../modules/plan/price";
import type { BlogPost } from "../modules/blog/blog-post.entity";
import type { Plan } from "../modules/plan/plan.entity";
import type { ContactInfo } from "../modules/site-content/contact-info.entity";
import type { SiteSettings } from "../modules/site-content/site-settings.entity";

const absolute = (base: string, url: string) => (url.startsWith("/") ? `${base}${url}` : url);

/** The gym as schema.org ExerciseGym, with the opening hours setting and the plans' price range. */
export function gymData(base: string, settings: SiteSettings, contact: ContactInfo, plans: Plan[]): object {
  const amounts = plans.map((p) => priceAmount(p.price)).filter(Number.isFinite);
  const hours = contact.openingHours.filter((d) => d.opens && d.closes);
  return {
    "@context": "https://schema.org",
    "@type": "ExerciseGym",
    name: settings.siteName,
    description: settings.metaDescription,
    url: `${base}/`,
    logo: absolute(base, settings.logo),
    image: absolute(base, settings.featuredImage),
    telephone: contact.phone,
    email: contact.email,
    address: { "@type": "PostalAddress", streetAddress: contact.address, addressLocality: contact.city, addressRegion: "Assam", addressCountry: "IN" },
    openingHoursSpecification: hours.map((d) => ({
      "@type": "OpeningHoursSpecification", dayOfWeek: `https://schema.org/${d.day}`, opens: d.opens, closes: d.closes,
    })),
    priceRange: amounts.length ? `₹${Math.min(...amounts).toLocaleString("en-IN")} - ₹${Math.max(...amounts).toLocaleString("en-IN")}` : undefined,
    sameAs: [`https://instagram.com/${contact.instagram}`],
  };
}

export function offersData(base: string, settings: SiteSettings, plans: Plan[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name: `${settings.siteName} membership plans`,
    url: `${base}/subscription`,
    itemListElement: plans.map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      description: `${plan.duration}: ${plan.features.join(", ")}`,
      ...(Number.isFinite(priceAmount(plan.price)) ? { price: priceAmount(plan.price), priceCurrency: "INR" } : {}),
      availability: "https://schema.org/InStock",
      url: `${base}/subscription`,
      seller: { "@type": "ExerciseGym", name: settings.siteName },
    })),
  };
}

export function blogPostingData(base: string, settings: SiteSettings, post: BlogPost): object {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: absolute(base, post.image),
    datePublished: post.date,
    dateModified: new Date(post.updatedAt).toISOString(),
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: settings.siteName, logo: { "@type": "ImageObject", url: absolute(base, settings.logo) } },
    mainEntityOfPage: `${base}/blog/${post.id}`,
  };
}

export { absolute };

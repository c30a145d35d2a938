import type { AboutContent } from "../../modules/site-content/about-content.entity";
import type { ContactInfo } from "../../modules/site-content/contact-info.entity";
import type { HeroSection } from "../../modules/site-content/hero-section.entity";
import { DEFAULT_OPENING_HOURS } from "../../modules/site-content/opening-hours";
import type { SiteSettings } from "../../modules/site-content/site-settings.entity";

type Fields<T> = Omit<T, "id" | "updatedAt" | "manualFestiveBadge">;

export const heroSeed: Fields<HeroSection> = {
  title: "Unleash the Warrior Within",
  subtitle:
    "Guwahati's strength and conditioning gym: modern equipment, certified trainers and a community that shows up for you, six days a week.",
  image: "/images/hero.jpg",
};

export const aboutSeed: Fields<AboutContent> = {
  title: "About Iron Warrior Fitness",
  content: [
    "Iron Warrior Fitness opened its doors on Zoo Road in 2019 with a handful of barbells, a borrowed sound system and one promise: every member who walks in gets coached, not just a key card.",
    "Five years later we train more than five hundred members across two floors: a strength hall with Olympic platforms and calibrated plates, a cardio deck, a functional zone for kettlebells, ropes and sleds, and a quiet stretching corner for recovery.",
    "Our trainers are certified, and every one of them started as a member. They write programmes for college students preparing for police and army fitness tests, for parents getting back into shape, and for lifters chasing their first state-level meet.",
    "We believe fitness in the North East should be affordable, honest and friendly. No joining fees, no pressure sales, and plans that pause when life gets busy.",
  ].join("\n"),
  image: "/images/about.jpg",
};

export const contactSeed: Fields<ContactInfo> = {
  phone: "+91 98640 12345",
  alternatePhone: "+91 70020 54321",
  whatsapp: "+91 98640 12345",
  email: "hello@ironwarriorfitness.in",
  address: "2nd Floor, Brahmaputra Complex, Zoo Road, Guwahati, Assam 781024",
  city: "Guwahati",
  instagram: "ironwarriorfitness.ghy",
  openingHours: DEFAULT_OPENING_HOURS,
};

export const siteSettingsSeed: Fields<SiteSettings> = {
  siteName: "Iron Warrior Fitness",
  tagline: "Strength, stamina and community in the heart of Guwahati.",
  licenceNumber: "Trade Licence No. GMC/TL/2019/04821",
  metaDescription:
    "Iron Warrior Fitness, Guwahati: strength training, personal training and affordable gym memberships in INR. Certified trainers, modern equipment, open Monday to Saturday.",
  footerText: "© Iron Warrior Fitness. All rights reserved. | Made in Guwahati",
  logo: "/images/logo.svg",
  footerLogo: "/images/logo-light.svg",
  favicon: "/favicon.svg",
  featuredImage: "/images/og-default.jpg",
  festiveBadgeEnabled: false,
  festiveBadgeText: "Bihu Special Offer",
  festiveBadgeColor: "festive-gold",
};

import { ContactSectionIsland } from '../../features/contact-form/contact-section-island';
import { HeroSection } from './hero-section';
import './home-section-styles';
import {
  AboutSectionIsland,
  ProjectsSectionIsland,
  ReviewsSectionIsland,
  ServicesSectionIsland,
} from './home-islands';

/**
 * The home page (public-site §1): hero, services, about, projects, contact request, reviews. Only
 * the hero hydrates with the page; the sections below it hydrate when the visitor comes near them.
 */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <ServicesSectionIsland />
      <AboutSectionIsland />
      <ProjectsSectionIsland />
      <ContactSectionIsland id="contact" />
      <ReviewsSectionIsland />
    </>
  );
}

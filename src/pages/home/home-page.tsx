import { ContactSectionIsland } from '../../features/contact-form/contact-section-island';
import { ReviewsSection } from '../../features/reviews/reviews-section';
import { AboutSection } from './about-section';
import { HeroSection } from './hero-section';
import { ProjectsSection } from './projects-section';
import { ServicesSection } from './services-section';

/** The home page (public-site §1): hero, services, about, projects, contact request, reviews. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <AboutSection />
      <ProjectsSection />
      <ContactSectionIsland id="contact" />
      <ReviewsSection />
    </>
  );
}

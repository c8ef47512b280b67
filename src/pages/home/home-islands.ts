import { lazyIsland } from '../../ui/lazy-island';

/**
 * The sections of the home page below its first screen (everything after the hero): each is drawn
 * by the server and hydrates only when the visitor comes near it (src/ui/lazy-island.tsx), so its
 * code is neither downloaded nor run while the page starts. Until then its HTML works as HTML
 * (links navigate; the review cards, sliders and «Подробнее» buttons answer once it has hydrated,
 * which a touch or a focus inside it starts at once). Their styles are in the home page's own
 * stylesheet (`home-section-styles.ts`), so the prerendered page names no extra file.
 */
export const ServicesSectionIsland = lazyIsland(
  'services',
  'src/pages/home/services-section.tsx',
  () => import('./services-section').then((m) => m.ServicesSection),
);

export const AboutSectionIsland = lazyIsland('about', 'src/pages/home/about-section.tsx', () =>
  import('./about-section').then((m) => m.AboutSection),
);

export const ProjectsSectionIsland = lazyIsland(
  'projects',
  'src/pages/home/projects-section.tsx',
  () => import('./projects-section').then((m) => m.ProjectsSection),
);

export const ReviewsSectionIsland = lazyIsland(
  'reviews',
  'src/features/reviews/reviews-section.tsx',
  () => import('../../features/reviews/reviews-section').then((m) => m.ReviewsSection),
);

/**
 * The styles of the home page's sections that hydrate on approach (home-islands.ts) and of the
 * parts only they use, imported here, by the home page itself, and not by their components: they
 * belong to the page's stylesheet (the prerender inlines it; the entry applies it before the app
 * hydrates), not to the sections' chunks, which the build would split into more files, each named
 * by a stylesheet link in the HTML of `/` (the first flight has no bytes to spare). In the order
 * the components' own imports had them.
 */
import '../../features/reviews/reviews-section.css';
import '../../features/expandable/expandable.css';
import './director-block.css';
import './section-heading.css';
import './about-section.css';
import '../../features/project-slider/project-slider.css';
import './project-card.css';
import './projects-table.css';
import './projects-section.css';
import './service-card.css';
import './services-section.css';

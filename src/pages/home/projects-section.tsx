import { Link } from '../../ui/link';
import { paths } from '../../config/paths';
import { PROJECT_CARDS, PROJECTS_TOTAL } from '../../content/home/projects';
import { ProjectCard } from './project-card';
import { ProjectsTable } from './projects-table';
import { SectionHeading } from './section-heading';
// projects-section.css: in the home page's stylesheet (src/pages/home/home-section-styles.ts).

/** Home projects (public-site §2.7): two cards with sliders, the table, the catalogue link. */
export function ProjectsSection() {
  return (
    <section id="projects" className="home-projects" aria-labelledby="projects-title">
      <div className="container">
        <div className="home-projects__head">
          <SectionHeading id="projects-title" eyebrow="Проекты" title="Объекты, которые мы сдали">
            <p>
              {PROJECTS_TOTAL} проектов за последние годы: офисы, склады, производство и социальные
              объекты Архангельска, Северодвинска и всего Северо-Запада.
            </p>
          </SectionHeading>
          <Link className="button home-projects__all" to={paths.projects}>
            Смотреть работы
          </Link>
        </div>
        <div className="home-projects__cards">
          {PROJECT_CARDS.map((project) => (
            <ProjectCard key={project.objectTitle} project={project} />
          ))}
        </div>
        <ProjectsTable />
      </div>
    </section>
  );
}

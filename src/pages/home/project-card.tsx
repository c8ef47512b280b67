import { ProjectSlider } from '../../features/project-slider/project-slider';
import {
  PROJECT_IMAGE_SIZE,
  type ProjectCard as ProjectCardData,
} from '../../content/home/projects';
import { formatDays } from './format-days';
// project-card.css: in the home page's stylesheet (src/pages/home/home-section-styles.ts).

/** A project card of the home page (public-site §2.7): slider, location, object, customer, terms. */
export function ProjectCard({ project }: { project: ProjectCardData }) {
  return (
    <article className="project-card">
      <ProjectSlider
        slides={project.screenshots}
        label={`Фотографии объекта: ${project.objectTitle}`}
        width={PROJECT_IMAGE_SIZE.width}
        height={PROJECT_IMAGE_SIZE.height}
      />
      <div className="project-card__body">
        <div className="project-card__top">
          <img
            className="project-card__logo"
            src={project.logo.src}
            alt={project.logo.alt}
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
          />
          <p className="project-card__location">
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path
                d="M8 15s5-4.6 5-8.5A5 5 0 0 0 3 6.5C3 10.4 8 15 8 15z M8 8.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z"
                fill="currentColor"
                fillRule="evenodd"
              />
            </svg>
            {project.location}
          </p>
        </div>
        <h3 className="project-card__title">{project.objectTitle}</h3>
        <dl className="project-card__facts">
          <div className="project-card__fact project-card__fact--wide">
            <dt>Заказчик</dt>
            <dd>{project.customer}</dd>
          </div>
          <div className="project-card__fact">
            <dt>Объём</dt>
            <dd>{project.servicesLabel}</dd>
          </div>
          <div className="project-card__fact">
            <dt>Срок</dt>
            <dd>{formatDays(project.days)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

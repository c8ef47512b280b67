import { Expandable } from '../../features/expandable/expandable';
import {
  ABOUT_BLOCKS,
  ABOUT_FACTS,
  ABOUT_LEAD,
  ABOUT_TITLE,
  PROCESS_STAGES,
  TURNKEY_BLOCK,
} from '../../content/home/about';
import { DirectorBlock } from './director-block';
import { SectionHeading } from './section-heading';
// about-section.css: in the home page's stylesheet (src/pages/home/home-section-styles.ts).

/** Home about (public-site §1, §2.6): the team, the turnkey process, the director's address. */
export function AboutSection() {
  return (
    <section id="about" className="home-about" aria-labelledby="about-title">
      <div className="container">
        <SectionHeading id="about-title" eyebrow="О нас" title={ABOUT_TITLE}>
          <p>{ABOUT_LEAD}</p>
        </SectionHeading>

        <ul className="home-about__facts">
          {ABOUT_FACTS.map((fact) => (
            <li key={fact.label} className="home-about__fact">
              <span className="home-about__fact-value">{fact.value}</span>
              <span className="home-about__fact-label">{fact.label}</span>
            </li>
          ))}
        </ul>

        <div className="home-about__grid">
          <article className="home-about__card home-about__card--wide">
            <h3 className="home-about__card-title">{TURNKEY_BLOCK.title}</h3>
            <Expandable
              summary={
                <>
                  <p className="home-about__text">{TURNKEY_BLOCK.summary}</p>
                  <ol className="home-about__stages">
                    {PROCESS_STAGES.map((stage, index) => (
                      <li key={stage.title} className="home-about__stage">
                        <span className="home-about__stage-number" aria-hidden="true">
                          {String(index + 1).padStart(2, '0')}
                        </span>
                        {stage.title}
                      </li>
                    ))}
                  </ol>
                </>
              }
            >
              <dl className="home-about__stage-details">
                {PROCESS_STAGES.map((stage) => (
                  <div key={stage.title} className="home-about__stage-detail">
                    <dt>{stage.title}</dt>
                    <dd>{stage.text}</dd>
                  </div>
                ))}
              </dl>
            </Expandable>
          </article>

          {ABOUT_BLOCKS.map((block) => (
            <article key={block.title} className="home-about__card">
              <h3 className="home-about__card-title">{block.title}</h3>
              <Expandable summary={<p className="home-about__text">{block.summary}</p>}>
                {block.details.map((paragraph) => (
                  <p key={paragraph} className="home-about__text home-about__text--detail">
                    {paragraph}
                  </p>
                ))}
              </Expandable>
            </article>
          ))}
        </div>

        <DirectorBlock />
      </div>
    </section>
  );
}

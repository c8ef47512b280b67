import { DIRECTOR } from '../../content/home/director';
// director-block.css: in the home page's stylesheet (src/pages/home/home-section-styles.ts).

/** The director's address (anchor #director, linked from the hero signature). */
export function DirectorBlock() {
  return (
    <figure id="director" className="director" aria-labelledby="director-title">
      <h3 id="director-title" className="director__title">
        Обращение директора
      </h3>
      <blockquote className="director__quote">
        {DIRECTOR.quote.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </blockquote>
      <figcaption className="director__caption">
        <img
          className="director__signature"
          src={DIRECTOR.signature.src}
          alt={`Подпись: ${DIRECTOR.name}`}
          width={DIRECTOR.signature.width}
          height={DIRECTOR.signature.height}
          loading="lazy"
          decoding="async"
        />
        <span className="director__person">
          <span className="director__name">{DIRECTOR.name}</span>
          <span className="director__position">{DIRECTOR.position}</span>
        </span>
      </figcaption>
    </figure>
  );
}

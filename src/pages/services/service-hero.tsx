import './service-hero.css';

/** The page head: the section title (the page's only h1), its tagline and the service artwork. */
export function ServiceHero({
  title,
  tagline,
  image,
}: {
  title: string;
  tagline: string;
  image: string | undefined;
}) {
  return (
    <header className="service-hero">
      <div className="service-hero__text">
        <p className="service-hero__eyebrow">Услуги</p>
        <h1 className="service-hero__title">{title}</h1>
        <p className="service-hero__tagline">{tagline}</p>
      </div>
      {image && (
        <div className="service-hero__art">
          <img src={image} alt="" width={467} height={300} className="service-hero__image" />
        </div>
      )}
    </header>
  );
}

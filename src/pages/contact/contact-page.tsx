import { site } from '../../config/site';
import { ContactSection } from '../../features/contact-form/contact-section';
import './contact-page.css';

/** /contact (public-site §2.1): the title КОНТАКТЫ, the contact request form and the company details. */
export function ContactPage() {
  return (
    <div className="contact-page">
      <header className="container contact-page__head">
        <h1 className="contact-page__title">КОНТАКТЫ</h1>
        <p className="contact-page__intro">
          Электромонтаж, слаботочные и климатические системы, проектирование и общестрой. Оставьте
          заявку — ответим, уточним задачу и предложим решение с расчётом стоимости.
        </p>
      </header>
      <ContactSection id="contact" />
      <section className="container contact-page__details" aria-labelledby="company-details">
        <h2 id="company-details" className="contact-page__details-title">
          Реквизиты
        </h2>
        <dl className="contact-page__list">
          <div className="contact-page__item">
            <dt>Юридическое лицо</dt>
            <dd>{site.legalEntity}</dd>
          </div>
          <div className="contact-page__item">
            <dt>Город</dt>
            <dd>{site.legalCity}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

import { site } from '../../config/site';
import { ContactForm } from './contact-form';
import './contact-section.css';

const NEXT_STEPS = [
  'Инженер свяжется с вами и уточнит задачу.',
  'При необходимости приедет на объект для обследования и замеров.',
  'Вы получите коммерческое предложение со сметой и сроками.',
];

/** A tel: address from a phone as displayed: '+7 (812) 000-00-00' -> 'tel:+78120000000'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The contact section (public-site §2.8): heading, a one-line lead, the contact request form and,
 * beside it, the company's e-mail and phone. Rendered on home, on /contact and on the service
 * pages; `id` is the anchor the dock scrolls to.
 */
export function ContactSection({ id = 'contact' }: { id?: string }) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className="contact-section" aria-labelledby={titleId}>
      <div className="container contact-section__inner">
        <div className="contact-section__main">
          <h2 id={titleId} className="contact-section__title">
            Оставить заявку
          </h2>
          <p className="contact-section__lead">
            Расскажите о задаче — инженер свяжется с вами, уточнит детали и подготовит расчёт.
          </p>
          <ContactForm />
        </div>
        <aside className="contact-section__aside" aria-labelledby={`${id}-direct`}>
          <h3 id={`${id}-direct`} className="contact-section__aside-title">
            Связаться напрямую
          </h3>
          <dl className="contact-section__list">
            <div className="contact-section__item">
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </dd>
            </div>
            <div className="contact-section__item">
              <dt>Телефон</dt>
              <dd>
                <a href={telHref(site.phone)}>{site.phone}</a>
              </dd>
            </div>
          </dl>
          <div className="contact-section__next">
            <p className="contact-section__next-title">Что будет после заявки</p>
            <ol className="contact-section__steps">
              {NEXT_STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
          <p className="contact-section__note">
            К письму можно приложить проект, план помещения или фотографии объекта — так расчёт
            будет точнее.
          </p>
        </aside>
      </div>
    </section>
  );
}

import type { ServicePageKey } from '../../config/paths';
import { SERVICE_PAGES } from '../../content/service-pages/service-pages';
import { SERVICES } from '../../content/services';
import { BarChart } from '../../features/bar-chart/bar-chart';
import { ContactSectionIsland } from '../../features/contact-form/contact-section-island';
import { ShareBar } from '../../features/share-bar/share-bar';
import { TabStrip } from '../../ui/tab-strip/tab-strip';
import { DesignSections } from './design-sections';
import { ServiceDetails } from './service-details';
import { ServiceHero } from './service-hero';
import { ServiceIndex } from './service-index';
import { ServiceTable } from './service-table';
import './service-page.css';

/**
 * A service section page (public-site §2.13): title and tagline, sub-service tabs, the services
 * table, «Что мы делаем чаще всего», the index and the share bar, the design page's extras and
 * the contact section the dock's «Оставить заявку» scrolls to.
 */
export function ServicePage({ serviceKey }: { serviceKey: ServicePageKey }) {
  const page = SERVICE_PAGES[serviceKey];
  const service = SERVICES.find((item) => item.pageKey === serviceKey);

  return (
    <div className="service-page">
      <div className="container">
        <ServiceHero title={page.title} tagline={page.tagline} image={service?.image} />
        <TabStrip label={page.tabsLabel} items={page.tabs} />
        <ServiceTable
          rows={page.rows}
          caption={`Услуги направления «${service?.title ?? page.title}»`}
        />
        <ServiceDetails rows={page.rows} />
        <div className="service-page__metrics">
          <ServiceIndex score={page.index} note={page.indexNote} />
          <ShareBar
            title={page.share.title}
            caption={page.share.caption}
            items={page.share.items}
          />
        </div>
        {page.designSections && <DesignSections content={page.designSections} />}
        {page.chart && (
          <div className="service-page__chart">
            <BarChart
              title={page.chart.title}
              caption={page.chart.caption}
              items={page.chart.items}
            />
          </div>
        )}
      </div>
      <ContactSectionIsland id="contact" />
    </div>
  );
}

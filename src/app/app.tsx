import { AppRoutes } from './routes';
import { RouteEffects } from './route-effects';
import { RouterBridge } from './router-bridge';
import { AppProviders } from './providers';
import { Header } from './layout/header';
import { Footer } from './layout/footer';
import { Dock } from './layout/dock';
import { ServicesOverlay } from '../features/services-overlay/services-overlay';
import { Preloader } from '../features/preloader/preloader';
import { KioskSession } from './kiosk-session';

/**
 * The page shell: the home preloader, header, services overlay, the route's page, footer and the
 * floating dock (which carries the dock toast viewport); on a stand tablet, the kiosk mode around
 * them (mounted anew for each visitor).
 */
export function App() {
  return (
    <AppProviders>
      <RouterBridge />
      <RouteEffects />
      <Preloader />
      <a className="skip-link" href="#main">
        Перейти к содержанию
      </a>
      <KioskSession>
        <Header />
        <ServicesOverlay />
        <main id="main" className="main" tabIndex={-1}>
          <AppRoutes />
        </main>
        <Footer />
        <Dock />
      </KioskSession>
    </AppProviders>
  );
}

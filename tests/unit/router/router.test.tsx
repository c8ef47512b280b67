import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  type NavigateFunction,
} from '../../../src/ui/router';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="адрес">{`${pathname}${search}${hash}`}</output>;
}

function Pages() {
  return (
    <Routes>
      <Route path="*" element={<h1>Не найдено</h1>} />
      <Route path="/" element={<h1>Главная</h1>} />
      <Route path="/contact" element={<h1>Контакты</h1>} />
      <Route path="/account/*" element={<h1>Аккаунт</h1>} />
    </Routes>
  );
}

/** A component that hands the router's navigate function to the test, and that function. */
function navigatorProbe() {
  const grabbed: { navigate: NavigateFunction } = { navigate: () => undefined };
  function Grab() {
    const navigate = useNavigate();
    useEffect(() => {
      grabbed.navigate = navigate;
    }, [navigate]);
    return null;
  }
  const navigate: NavigateFunction = (to, options) => grabbed.navigate(to, options);
  return { Grab, navigate };
}

describe('the router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders the best route for the address and follows links without a reload', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Pages />
        <Link to="/contact#form">Контакты</Link>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Главная' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Контакты' });
    expect(link).toHaveAttribute('href', '/contact#form');
    await user.click(link);
    expect(screen.getByRole('heading', { name: 'Контакты' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent('/contact#form');
  });

  it('leaves a modified click (new tab) to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/contact">Контакты</Link>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Контакты' });
    // Seen after the router's handler; then cancelled, as jsdom cannot open a new tab.
    let preventedByRouter: boolean | null = null;
    window.addEventListener(
      'click',
      (event) => {
        preventedByRouter = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    act(() => {
      link.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
      );
    });
    expect(preventedByRouter).toBe(false);
    expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent(/^\/$/);
  });

  it('navigates from code, and replaces the entry when asked', async () => {
    const { Grab, navigate } = navigatorProbe();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Grab />
        <Pages />
      </MemoryRouter>,
    );
    await act(async () => navigate('/account/profile'));
    expect(screen.getByRole('heading', { name: 'Аккаунт' })).toBeInTheDocument();
    await act(async () => navigate('/contact', { replace: true }));
    await act(async () => navigate(-1));
    expect(screen.getByRole('heading', { name: 'Главная' })).toBeInTheDocument();
    await act(async () => navigate('/nowhere'));
    expect(screen.getByRole('heading', { name: 'Не найдено' })).toBeInTheDocument();
  });

  it('follows the address bar: pushState through the router, back through popstate', async () => {
    window.history.replaceState(null, '', '/contact');
    const { Grab, navigate } = navigatorProbe();
    render(
      <BrowserRouter>
        <Grab />
        <Pages />
      </BrowserRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Контакты' })).toBeInTheDocument();
    await act(async () => navigate('/?open=services', { state: { via: 'test' } }));
    expect(window.location.pathname + window.location.search).toBe('/?open=services');
    expect(window.history.state).toMatchObject({ usr: { via: 'test' } });
    expect(screen.getByRole('heading', { name: 'Главная' })).toBeInTheDocument();
    await act(async () => {
      window.history.replaceState(null, '', '/account');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading', { name: 'Аккаунт' })).toBeInTheDocument();
  });

  it('renders one fixed address on the server', () => {
    const html = renderToString(
      <StaticRouter location="/account/settings">
        <Pages />
      </StaticRouter>,
    );
    expect(html).toBe('<h1>Аккаунт</h1>');
  });

  it('says clearly when a hook is used outside a router', () => {
    function Lost() {
      useLocation();
      return null;
    }
    expect(() => renderToString(<Lost />)).toThrow(/inside a router/);
  });
});

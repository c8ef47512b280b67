/** The API calls the benchmark loads: what is sent and which statuses are expected. */
import { randomUUID } from 'node:crypto';
import { CONTACT_TOPICS } from '../../src/domain/validation/contact-topics';
import { paths } from '../../src/config/paths';

/** The API addresses the benchmark calls (the server mounts its API under /api). */
export const API_PATHS = {
  health: '/api/health',
  forms: '/api/forms',
  login: '/api/auth/login',
  register: '/api/auth/register',
} as const;

/** How the contact request on PostgreSQL (two app servers) is named in the table and checks. */
export const POSTGRES_CONTACT_SUBJECT = `POST ${API_PATHS.forms} · PostgreSQL, 2 servers`;

export interface ApiScenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** A new body for every request (autocannon's setupRequest), or one fixed body. */
  body?: () => string;
  /** Statuses that count as a correct answer; anything else is an error. */
  expected: readonly number[];
}

/** A valid contact request (public-site §3, §7) with a new request id each time. */
export function contactBody(): string {
  return JSON.stringify({
    requestId: randomUUID(),
    name: 'Ирина Волкова',
    email: 'i.volkova@example.ru',
    phone: '+7 (911) 555-12-34',
    option: CONTACT_TOPICS[0],
    message: 'Нужен расчёт электромонтажа для офиса 240 м² в Архангельске.',
    page: paths.contact,
  });
}

/** The account the login scenario signs in to with a wrong password. */
export const BENCH_ACCOUNT = {
  name: 'Нагрузочный тест',
  email: 'bench.load@example.ru',
  password: 'verno-parol-2025',
};

export function jsonHeaders(baseUrl: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    origin: baseUrl,
    'sec-fetch-site': 'same-origin',
  };
}

export function apiScenarios(baseUrl: string): ApiScenario[] {
  const wrongLogin = JSON.stringify({
    email: BENCH_ACCOUNT.email,
    password: `${BENCH_ACCOUNT.password}-wrong`,
  });
  return [
    { name: 'health', method: 'GET', path: API_PATHS.health, expected: [200] },
    {
      name: 'contact request',
      method: 'POST',
      path: API_PATHS.forms,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: contactBody,
      expected: [200],
    },
    {
      name: 'login, wrong password',
      method: 'POST',
      path: API_PATHS.login,
      headers: jsonHeaders(baseUrl),
      body: () => wrongLogin,
      // 429 once the login rate limit is reached: both are the right answer to a wrong password.
      expected: [401, 429],
    },
  ];
}

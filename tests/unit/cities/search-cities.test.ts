import { describe, expect, it } from 'vitest';
import type { City } from '../../../src/domain/cities/city';
import { normalizeCityText, searchCities } from '../../../src/domain/cities/search-cities';

const CITIES: City[] = [
  { name: 'Москва', region: 'Москва' },
  { name: 'Казань', region: 'Республика Татарстан' },
  { name: 'Нижний Новгород', region: 'Нижегородская область' },
  { name: 'Набережные Челны', region: 'Республика Татарстан' },
  { name: 'Орёл', region: 'Орловская область' },
  { name: 'Архангельск', region: 'Архангельская область' },
  { name: 'Королёв', region: 'Московская область' },
  { name: 'Великий Новгород', region: 'Новгородская область' },
  { name: 'Северодвинск', region: 'Архангельская область' },
  { name: 'Новодвинск' },
  { name: 'Орск', region: 'Оренбургская область' },
];

const names = (query: string) => searchCities(CITIES, query).map((city) => city.name);

describe('normalizeCityText', () => {
  it.each([
    ['  Королёв ', 'королев'],
    ['ОРЁЛ', 'орел'],
    ['Нижний   Новгород', 'нижний новгород'],
  ])('%j → %j', (text, expected) => {
    expect(normalizeCityText(text)).toBe(expected);
  });
});

describe('searchCities', () => {
  it.each([
    ['королев', ['Королёв']],
    ['КОРОЛЁВ', ['Королёв']],
    ['орел', ['Орёл']],
    ['Орёл', ['Орёл']],
    ['ор', ['Орёл', 'Орск', 'Нижний Новгород', 'Королёв', 'Великий Новгород']],
    ['  казань  ', ['Казань']],
    ['новгород', ['Нижний Новгород', 'Великий Новгород']],
    ['нов', ['Новодвинск', 'Нижний Новгород', 'Великий Новгород']],
    ['двинск', ['Северодвинск', 'Новодвинск']],
    ['татар', ['Казань', 'Набережные Челны']],
    ['моск', ['Москва', 'Королёв']],
    ['арханг', ['Архангельск', 'Северодвинск']],
    ['Нижний Н', ['Нижний Новгород']],
    ['лондон', []],
  ])('%j finds %j', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it('puts name prefixes first, then name substrings, then region matches, keeping list order', () => {
    const cities: City[] = [
      { name: 'Новосибирск', region: 'Новосибирская область' },
      { name: 'Нижний Новгород', region: 'Нижегородская область' },
      { name: 'Новокузнецк', region: 'Кемеровская область — Кузбасс' },
      { name: 'Бердск', region: 'Новосибирская область' },
      { name: 'Великий Новгород', region: 'Новгородская область' },
    ];
    expect(searchCities(cities, 'нов').map((city) => city.name)).toEqual([
      'Новосибирск',
      'Новокузнецк',
      'Нижний Новгород',
      'Великий Новгород',
      'Бердск',
    ]);
  });

  it('gives the whole list, in order, for an empty or blank query', () => {
    expect(names('')).toEqual(CITIES.map((city) => city.name));
    expect(names('   ')).toEqual(CITIES.map((city) => city.name));
  });
});

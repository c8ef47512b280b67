import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from '../../../scripts/bench/cli';

describe('parseBenchArgs', () => {
  it.each([
    [
      [],
      {
        build: true,
        only: ['bytes', 'lighthouse', 'offline', 'api', 'leads', 'postgres'],
        runs: 3,
        pages: null,
        busyCore: false,
        buildDir: null,
        help: false,
      },
    ],
    [
      ['--no-build'],
      {
        build: false,
        only: ['bytes', 'lighthouse', 'offline', 'api', 'leads', 'postgres'],
        runs: 3,
        pages: null,
        busyCore: false,
        buildDir: null,
        help: false,
      },
    ],
    [
      ['--only=api,bytes', '--runs=1'],
      {
        build: true,
        only: ['bytes', 'api'],
        runs: 1,
        pages: null,
        busyCore: false,
        buildDir: null,
        help: false,
      },
    ],
    [
      ['--only=lighthouse', '--pages=/, /pro', '--busy-core'],
      {
        build: true,
        only: ['lighthouse'],
        runs: 3,
        pages: ['/', '/pro'],
        busyCore: true,
        buildDir: null,
        help: false,
      },
    ],
    [
      ['--help'],
      {
        build: true,
        only: ['bytes', 'lighthouse', 'offline', 'api', 'leads', 'postgres'],
        runs: 3,
        pages: null,
        busyCore: false,
        buildDir: null,
        help: true,
      },
    ],
    [
      ['--build-dir=/work/prev', '--only=lighthouse'],
      {
        build: false,
        only: ['lighthouse'],
        runs: 3,
        pages: null,
        busyCore: false,
        buildDir: '/work/prev',
        help: false,
      },
    ],
  ])('%j', (argv, expected) => {
    expect(parseBenchArgs(argv)).toEqual(expected);
  });

  it.each([
    [['--only=speed']],
    [['--pages=pro']],
    [['--runs=0']],
    [['--runs=two']],
    [['--fast']],
    [['--build-dir=']],
  ])('refuses %j', (argv) => {
    expect(() => parseBenchArgs(argv)).toThrow();
  });
});

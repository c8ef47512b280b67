import { describe, expect, it } from 'vitest';
import {
  isShareKey,
  readShareMarker,
  SHARED_RESUME_FIELD,
  shareRedirect,
  shareTargetManifest,
  withoutShareMarker,
  type ShareOutcome,
} from '../../../src/config/share-target';
import { webManifest } from '../../../src/config/web-manifest';
import { RESUME_ACCEPT } from '../../../src/domain/applications/file-rules';

const KEY = '0b7f3c1e-5d2a-4c8e-9f10-2a3b4c5d6e7f';

describe('the share target for resumes', () => {
  it('is in the manifest: POST multipart to our own path, the resume rules’ types', () => {
    const manifest = webManifest({});
    expect(manifest.share_target).toEqual({
      action: '/share-target',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: 'title',
        text: 'text',
        url: 'url',
        files: [{ name: SHARED_RESUME_FIELD, accept: RESUME_ACCEPT.split(',') }],
      },
    });
    expect(shareTargetManifest().params.files[0]!.accept).toEqual(
      expect.arrayContaining([
        'application/pdf',
        '.pdf',
        'application/msword',
        '.doc',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        '.docx',
      ]),
    );
  });

  it('lets a shortcut or a share reuse the open window', () => {
    expect(webManifest({}).launch_handler).toEqual({
      client_mode: ['navigate-existing', 'auto'],
    });
  });

  it.each<[ShareOutcome, string]>([
    [{ kind: 'kept', key: KEY }, `/pro?shared=${KEY}`],
    [{ kind: 'empty' }, '/pro?shared=none'],
    [{ kind: 'failed' }, '/pro?shared=failed'],
  ])('ends the share %j on %s', (outcome, address) => {
    expect(shareRedirect(outcome)).toBe(address);
  });

  it.each<[string, ShareOutcome | null]>([
    [`?shared=${KEY}`, { kind: 'kept', key: KEY }],
    [`shared=${KEY.toUpperCase()}`, { kind: 'kept', key: KEY.toUpperCase() }],
    ['?shared=none', { kind: 'empty' }],
    ['?shared=failed', { kind: 'failed' }],
    ['?a=1&shared=failed', { kind: 'failed' }],
    ['', null],
    ['?type=retail', null],
    ['?shared=', null],
    ['?shared=../../etc', null],
    [`?shared=${KEY}x`, null],
  ])('reads the marker of %s', (search, outcome) => {
    expect(readShareMarker(search)).toEqual(outcome);
  });

  it('reads back every address it makes', () => {
    for (const outcome of [
      { kind: 'kept', key: KEY },
      { kind: 'empty' },
      { kind: 'failed' },
    ] as const) {
      expect(readShareMarker(new URL(shareRedirect(outcome), 'https://k.example').search)).toEqual(
        outcome,
      );
    }
  });

  it.each([
    [`?shared=${KEY}`, ''],
    ['?a=1&shared=none', '?a=1'],
    ['?shared=failed&b=2', '?b=2'],
    ['', ''],
  ])('drops the marker from %s', (search, rest) => {
    expect(withoutShareMarker(search)).toBe(rest);
  });

  it('knows a key when it sees one', () => {
    expect(isShareKey(crypto.randomUUID())).toBe(true);
    expect(isShareKey('none')).toBe(false);
  });
});

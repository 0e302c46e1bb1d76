import { describe, expect, it } from 'vitest';
import { userGuideIdParamsSchema, userGuideSchema } from './user-guide-contracts.js';
import {
  ATTACH_GUIDE_MESSAGE,
  officerUserGuideSchema,
  publishUserGuideSchema,
  USER_GUIDE_DESCRIPTION_MAX,
  updateUserGuideSchema,
} from './user-guide-officer-contracts.js';

const guide = {
  id: '0b5e6a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
  title: 'Applying for recognition',
  description: 'How to start, save and submit an application.',
  audience: 'local',
  fileName: 'applying.pdf',
  fileSize: 183_000,
  version: '1.2',
  updatedAt: '2026-01-15T00:00:00.000Z',
};

describe('userGuideSchema', () => {
  it('reads a guide as the API sends it', () => {
    expect(userGuideSchema.parse(guide)).toEqual(guide);
  });

  it('refuses a guide for an audience the portal does not have, or without one', () => {
    expect(userGuideSchema.safeParse({ ...guide, audience: 'officers' }).success).toBe(false);
    const { audience: _, ...without } = guide;
    expect(userGuideSchema.safeParse(without).success).toBe(false);
  });

  it('names a guide’s file by the guide’s identifier', () => {
    expect(userGuideIdParamsSchema.safeParse({ id: guide.id }).success).toBe(true);
    expect(userGuideIdParamsSchema.safeParse({ id: 'applying.pdf' }).success).toBe(false);
  });
});

describe('the officers’ user guide contracts', () => {
  const details = { title: ' Applying ', description: 'How to apply.', audience: 'all', version: '2.0' };
  const file = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('publish a guide with its file, and edit one with or without a new file', () => {
    expect(publishUserGuideSchema.parse({ ...details, file })).toEqual({
      ...details,
      title: 'Applying',
      file,
    });
    expect(updateUserGuideSchema.parse({ ...details, file: null }).file).toBeNull();
    expect(updateUserGuideSchema.parse(details).file).toBeUndefined();
    expect(officerUserGuideSchema.parse({ ...guide, createdAt: guide.updatedAt })).toMatchObject(guide);
  });

  it('name each field they refuse, a missing file among them', () => {
    const result = publishUserGuideSchema.safeParse({
      ...details,
      description: 'x'.repeat(USER_GUIDE_DESCRIPTION_MAX + 1),
      audience: 'officers',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['description', 'The description must be 1,000 characters or fewer'],
      ['audience', 'Choose who the guide is for'],
      ['file', ATTACH_GUIDE_MESSAGE],
    ]);
  });
});

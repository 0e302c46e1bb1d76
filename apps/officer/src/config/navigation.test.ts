import { describe, expect, it } from 'vitest';
import { isCurrentSection, navigation } from './navigation';

const currentAt = (pathname: string) =>
  navigation.filter((item) => isCurrentSection(item, pathname)).map((item) => item.label);

describe('the console navigation', () => {
  it('marks exactly one section current on every kind of page', () => {
    expect(currentAt('/')).toEqual(['Work queue']);
    expect(currentAt('/applications/0f8fad5b-d9cb-469f-a165-70867728950e')).toEqual(['Work queue']);
    expect(currentAt('/terms/documents')).toEqual(['Terms']);
    expect(currentAt('/recognitions/suspensions/abc')).toEqual(['Recognitions']);
    expect(currentAt('/pt-rounds/new')).toEqual(['PT rounds']);
    expect(currentAt('/templates/lrp/new')).toEqual(['Templates']);
    expect(currentAt('/messages')).toEqual(['Messages']);
  });

  it('marks nothing on a page of no section', () => {
    expect(currentAt('/no-such-screen')).toEqual([]);
    expect(currentAt('/terms-of-use')).toEqual([]);
  });
});

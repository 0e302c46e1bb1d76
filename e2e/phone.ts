/** A phone's screen, as the 390 px checks of every screen and the phone journeys use it. */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * The tag of a main journey: the `phone` project runs it again, start to end, at a phone's width
 * (`test(title, { tag: PHONE_TAG }, …)`). Its screenshots are kept with "-phone" after their names.
 */
export const PHONE_TAG = '@phone';
export const PHONE_JOURNEY = /@phone/;

/** The name of the project that runs the journeys at a phone's width. */
export const PHONE_PROJECT = 'phone';

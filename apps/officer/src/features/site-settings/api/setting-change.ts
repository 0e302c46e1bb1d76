/** What a change of a setting answers: the setting as it is now, and the API's message saying so. */
export type SettingChange<T> = { readonly item: T; readonly message: string };

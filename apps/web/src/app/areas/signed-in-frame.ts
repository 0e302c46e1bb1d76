// The signed-in frame (header, inactivity warning): loaded as soon as the guards find a session, apart
// from any screen, so the first screen after sign-in brings no other screen's forms with it.
export { InactivityWarning } from '../layout/inactivity-warning';
export { SignedInHeader } from '../layout/signed-in-header';

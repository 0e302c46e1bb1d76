// What every signed-in user needs, in either module: the signed-in frame (header, inactivity warning)
// and the shared screens. Loaded as soon as the guards find a session.
export { ProfilePage } from '../../features/profile/routes/profile-page';
export { SelectModulePage } from '../../features/select-module/routes/select-module-page';
export { UserManualPage } from '../../features/user-manual/routes/user-manual-page';
export { InactivityWarning } from '../layout/inactivity-warning';
export { SignedInHeader } from '../layout/signed-in-header';

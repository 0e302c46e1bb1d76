// The screens of either module: profile, module selection and the user manual.
export { ProfilePage } from '../../features/profile/routes/profile-page';
export { SelectModulePage } from '../../features/select-module/routes/select-module-page';
export { UserManualPage } from '../../features/user-manual/routes/user-manual-page';

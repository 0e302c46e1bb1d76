// The local module's screens, loaded together the first time one of them is visited.
export { ApplicationDetailsPage } from '../../features/applications/routes/application-details-page';
export { ApplicationFormPage } from '../../features/applications/routes/application-form-page';
export { ApplicationInstructionsPage } from '../../features/applications/routes/application-instructions-page';
export { RecognitionPage } from '../../features/recognitions/routes/recognition-page';
export { SuspensionPage } from '../../features/recognitions/routes/suspension-page';
export { WithdrawalPage } from '../../features/recognitions/routes/withdrawal-page';
export { TermsAndConditionsPage } from '../../features/terms/routes/terms-and-conditions-page';
export { TermsRequestPage } from '../../features/terms/routes/terms-request-page';

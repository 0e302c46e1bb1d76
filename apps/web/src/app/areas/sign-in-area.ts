// The pages a browser returns to from a sign-in (identity service, e-mailed link).
export { OverseasAuthenticatePage } from '../../features/auth/routes/overseas-authenticate-page';
export { SignInCallbackPage } from '../../features/auth/routes/sign-in-callback-page';

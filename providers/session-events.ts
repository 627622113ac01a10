/**
 * Ways the http layer reaches the app without importing it: the full logout lives in logout.ts
 * (which imports the http client), and soft navigation belongs to the router.
 */
type Navigate = (to: string) => void;

let logoutHandler: () => Promise<void> | void = () => {
  localStorage.removeItem('token');
  hardNavigate('/login');
};
let softNavigate: Navigate = (to) => hardNavigate(to);
let hardNavigate: Navigate = (to) => window.location.assign(to);

export function setLogoutHandler(handler: () => Promise<void> | void): void {
  logoutHandler = handler;
}

/** Ends the session because the server no longer accepts it (failed refresh, 401 on /v1/user). */
export function forceLogout(): Promise<void> | void {
  return logoutHandler();
}

/** `soft` is the router's navigate; `hard` reloads the page (replaceable so tests can watch it). */
export function setNavigator(soft: Navigate, hard?: Navigate): void {
  softNavigate = soft;
  if (hard) hardNavigate = hard;
}

export function navigateTo(to: string, hard: boolean): void {
  if (hard) hardNavigate(to);
  else softNavigate(to);
}

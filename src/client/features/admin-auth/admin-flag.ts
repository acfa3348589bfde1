// Spec §3/§4: the browser keeps admin_authenticated ("true") and admin_login_time (ms). Kept for
// the UI's sake only; it grants nothing. The guard asks the server, and the server reads the cookie.

const FLAG = 'admin_authenticated';
const TIME = 'admin_login_time';

export function rememberAdminLogin(now = Date.now()): void {
  try {
    localStorage.setItem(FLAG, 'true');
    localStorage.setItem(TIME, String(now));
  } catch {
    /* storage unavailable: nothing depends on it */
  }
}

/** Whether this browser signed in as the admin (and did not sign out) since: worth asking the server. */
export function adminLoginRemembered(): boolean {
  try {
    return localStorage.getItem(FLAG) === 'true';
  } catch {
    return false; /* storage unavailable, or prerendering at build time */
  }
}

export function forgetAdminLogin(): void {
  try {
    localStorage.removeItem(FLAG);
    localStorage.removeItem(TIME);
  } catch {
    /* storage unavailable */
  }
}

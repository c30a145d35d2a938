const KEY = "signInNotice";

/**
 * What the server told the member on signing in (for example that a pending account deletion
 * was cancelled). Kept for this tab until dismissed, so the profile can show it after the toast is gone.
 */
export function rememberSignInNotice(notice: string): void {
  sessionStorage.setItem(KEY, notice);
}

export function readSignInNotice(): string | null {
  return sessionStorage.getItem(KEY);
}

export function dismissSignInNotice(): void {
  sessionStorage.removeItem(KEY);
}

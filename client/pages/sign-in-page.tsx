import { ResetPasswordForm } from '../auth/reset-password-form.tsx';
import { SusiDialog } from '../auth/susi-dialog.tsx';
import { useConfig, useNavigation } from '../state/app-state.tsx';

/** /m/signin and its sibling pages show the sign-in steps as a page (spec 2 §2). */
export function SignInPage() {
  const { search } = useNavigation();
  const { productName } = useConfig();
  const query = new URLSearchParams(search);
  const operation = query.get('operation') === 'register' ? 'register' : 'login';
  const redirect = query.get('redirect') ?? '/';
  const resetToken = query.get('operation') === 'reset' ? query.get('token') : null;
  if (resetToken) {
    return (
      <main className="page page--susi" id="main">
        <title>{`Reset your password – ${productName}`}</title>
        <ResetPasswordForm token={resetToken} />
      </main>
    );
  }
  return (
    <main className="page page--susi" id="main">
      <title>{`${operation === 'login' ? 'Sign in' : 'Sign up'} – ${productName}`}</title>
      <SusiDialog operation={operation} redirect={redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/'} />
    </main>
  );
}

import { signInHref } from '../routes/sign-in-href.ts';
import { useLink, useNavigation } from '../state/app-state.tsx';

/** What a staff tool shows everyone else: a way to sign in, or who may use it. */
export function StaffOnly({ signedIn }: { signedIn: boolean }) {
  const link = useLink();
  const navigation = useNavigation();
  return (
    <main className="page page--message" id="main">
      <h1 className="message__title">Only staff can edit topics</h1>
      {!signedIn && (
        <p>
          <a href={signInHref(link, navigation.path)}>Sign in</a> if you are on the staff.
        </p>
      )}
    </main>
  );
}

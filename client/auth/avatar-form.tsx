import { useRef, useState } from 'react';
import { useClient } from 'urql';
import { Avatar } from '../components/avatar.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { uploadImage } from '../editor/upload-image.ts';
import { graphql } from '../graphql/graphql.ts';
import { useAppState } from '../state/app-state.tsx';

const UpdateAvatar = graphql(`
  mutation UpdateUserAvatar($imageId: String) {
    updateUserAvatar(imageId: $imageId) {
      __typename
      ... on User {
        id
        imageId
      }
      ... on Failure {
        message
      }
    }
  }
`);

/** The profile picture: uploaded through the image pipeline (which sizes it for each place it shows), or removed. */
export function AvatarForm({ name, imageId }: { name: string; imageId: string | null }) {
  const client = useClient();
  const { session } = useAppState();
  const input = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState(imageId);
  const [state, setState] = useState<string | null>(null);
  const save = async (next: string | null) => {
    const answer = (await client.mutation(UpdateAvatar, { imageId: next }).toPromise()).data?.updateUserAvatar;
    if (answer?.__typename === 'User' && 'imageId' in answer) {
      setCurrent(answer.imageId);
      setState(next ? 'Your new picture is saved.' : 'Your picture is removed.');
    } else setState(failureMessage(answer, 'Please try again.'));
  };
  return (
    <div className="avatar-form">
      <Avatar imageId={current} name={name} size={72} />
      <div>
        <button type="button" className="button button--outline" onClick={() => input.current?.click()}>
          {current ? 'Change picture' : 'Add a picture'}
        </button>
        {/* the button opens it, so the choice works by keyboard as by pointer */}
        <input
          ref={input}
          hidden
          aria-label="Profile picture"
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setState('Uploading…');
            uploadImage(file, session.xsrf, () => undefined).then(
              (image) => save(image.id),
              (error: unknown) => setState(error instanceof Error ? error.message : 'The picture could not be uploaded.'),
            );
          }}
        />
        {current && (
          <button type="button" className="link-button" onClick={() => void save(null)}>
            Remove picture
          </button>
        )}
        {state && <p role="status">{state}</p>}
      </div>
    </div>
  );
}

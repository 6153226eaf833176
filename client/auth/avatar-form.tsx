import { useState } from 'react';
import { Avatar } from '../components/avatar.tsx';
import { ImageUploadButton } from '../components/image-upload-button.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { graphql } from '../graphql/graphql.ts';

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
  const [, updateAvatar] = useMutation(UpdateAvatar);
  const [current, setCurrent] = useState(imageId);
  const [state, setState] = useState<string | null>(null);
  const save = async (next: string | null) => {
    const answer = (await updateAvatar({ imageId: next })).data?.updateUserAvatar;
    if (answer?.__typename === 'User' && 'imageId' in answer) {
      setCurrent(answer.imageId);
      setState(next ? 'Your new picture is saved.' : 'Your picture is removed.');
    } else setState(failureMessage(answer, 'Please try again.'));
  };
  return (
    <div className="avatar-form">
      <Avatar imageId={current} name={name} size={72} />
      <div>
        <ImageUploadButton label="Profile picture" onUploaded={(id) => void save(id)} onStatus={setState}>
          {current ? 'Change picture' : 'Add a picture'}
        </ImageUploadButton>
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

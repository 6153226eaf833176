import { useRef, type ReactNode } from 'react';
import { uploadImage } from '../editor/upload-image.ts';
import { useAppState } from '../state/app-state.tsx';

/**
 * A button that opens the file chooser, so choosing works by keyboard as by pointer, and uploads
 * the image through the image pipeline (which sizes it for each place it shows). How the upload
 * goes is told through `onStatus`: 'Uploading…', then null or why it failed.
 */
export function ImageUploadButton({
  label,
  children,
  onUploaded,
  onStatus,
}: {
  label: string;
  children: ReactNode;
  onUploaded: (imageId: string) => void;
  onStatus: (status: string | null) => void;
}) {
  const { session } = useAppState();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="button button--outline" onClick={() => input.current?.click()}>
        {children}
      </button>
      <input
        ref={input}
        hidden
        aria-label={label}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          onStatus('Uploading…');
          uploadImage(file, session.xsrf, () => undefined).then(
            (image) => {
              onStatus(null);
              onUploaded(image.id);
            },
            (error: unknown) => onStatus(error instanceof Error ? error.message : 'The image could not be uploaded.'),
          );
        }}
      />
    </>
  );
}

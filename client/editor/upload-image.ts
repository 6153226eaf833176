import { IMAGE_UPLOAD_MAX_BYTES } from '../../shared/constants.ts';

export interface UploadedImage {
  readonly id: string;
  readonly originalWidth: number;
  readonly originalHeight: number;
}

/**
 * Sends one image to POST /_/upload with the session's anti-forgery value, reporting progress
 * (0 to 1) as it goes; the server's refusal comes back as its own words.
 */
export function uploadImage(file: File, xsrf: string, onProgress: (share: number) => void): Promise<UploadedImage> {
  if (file.size > IMAGE_UPLOAD_MAX_BYTES)
    return Promise.reject(new Error(`Images can be up to ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/_/upload');
    request.setRequestHeader('X-Xsrf-Token', xsrf);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const body = (() => {
        try {
          return JSON.parse(request.responseText) as Partial<UploadedImage> & { error?: string };
        } catch {
          return {};
        }
      })();
      if (request.status === 201 && body.id)
        return resolve({
          id: body.id,
          originalWidth: body.originalWidth ?? 0,
          originalHeight: body.originalHeight ?? 0,
        });
      reject(new Error(body.error ?? 'The image could not be uploaded. Please try again.'));
    };
    request.onerror = () => reject(new Error('The image could not be uploaded. Check your connection and try again.'));
    const form = new FormData();
    form.set('file', file);
    request.send(form);
  });
}

/**
 * A multipart upload with progress (attachments, the items import). fetch cannot report upload
 * progress, so this uses XMLHttpRequest and turns failures into the same ApiError that apiFetch
 * throws.
 */
import { ApiError, apiErrorFrom } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';

export function uploadWithProgress<T>(
  url: string,
  method: 'POST' | 'PUT',
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded * 100) / e.total));
    };
    xhr.onerror = () => reject(new ApiError(0, messages.networkError));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      reject(apiErrorFrom(xhr.status, data));
    };
    xhr.send(body);
  });
}

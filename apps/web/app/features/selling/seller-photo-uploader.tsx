import { useEffect, useId, useRef, useState } from "react";
import { SellerPhoto } from "@maison/contracts/selling";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { SELLING_API } from "./selling-paths.ts";

interface Upload {
  id: number;
  name: string;
  progress: number;
  error: string | null;
}

/** Posts one file to POST /v6/sell/photos/ (multipart field `file`; the session cookie goes with it), reporting progress. */
function uploadSellerPhoto(file: File, onProgress: (fraction: number) => void): Promise<SellerPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", SELLING_API.photos);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body: unknown = request.response;
      const photo = SellerPhoto.safeParse(body);
      if (request.status >= 200 && request.status < 300 && photo.success) return resolve(photo.data);
      const detail = body && typeof body === "object" ? ((body as { detail?: unknown; message?: unknown }).detail ?? (body as { message?: unknown }).message) : null;
      if (request.status === 401) return reject(new Error("Please log in again to upload photos."));
      reject(new Error(typeof detail === "string" && detail ? detail : `${file.name} could not be uploaded. Please try again.`));
    });
    request.addEventListener("error", () => reject(new Error("The connection failed. Please try again.")));
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}

export interface SellerPhotoUploaderProps {
  /** The hidden inputs that carry the uploaded photos' keys. */
  name: string;
  /** The file input's name, whose files go with the form when the page has no JavaScript. */
  fileName: string;
  label: string;
  hint?: string;
  max: number;
  initial?: readonly SellerPhoto[];
  error?: string | undefined;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Photos of a piece: with JavaScript each chosen file is uploaded at once, its progress shown, and
 * only its key goes with the form; without it, the files go with the form itself.
 */
export function SellerPhotoUploader({ name, fileName, label, hint, max, initial = [], error, onBusyChange }: SellerPhotoUploaderProps) {
  const [photos, setPhotos] = useState<SellerPhoto[]>([...initial]);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const nextId = useRef(1);
  const hydrated = useHydrated();
  const id = useId();
  const busy = uploads.some((u) => u.error === null);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  const room = max - photos.length - uploads.filter((u) => u.error === null).length;

  function choose(files: FileList | null) {
    if (!files || !hydrated) return;
    const chosen = Array.from(files).slice(0, Math.max(room, 0));
    if (files.length > chosen.length) setAnnouncement(`Only ${max} photos fit here; the others were left out.`);
    for (const file of chosen) {
      const upload: Upload = { id: nextId.current++, name: file.name, progress: 0, error: null };
      setUploads((current) => [...current, upload]);
      const update = (change: Partial<Upload>) => setUploads((current) => current.map((u) => (u.id === upload.id ? { ...u, ...change } : u)));
      uploadSellerPhoto(file, (progress) => update({ progress }))
        .then((photo) => {
          setPhotos((current) => [...current, photo]);
          setUploads((current) => current.filter((u) => u.id !== upload.id));
          setAnnouncement(`${file.name} uploaded.`);
        })
        .catch((reason: unknown) => update({ error: reason instanceof Error ? reason.message : String(reason) }));
    }
    // Uploaded already: the form must not send the files again.
    if (inputRef.current) inputRef.current.value = "";
  }

  return (
    <fieldset className="seller-photos" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-label">{label}</legend>
      {hint ? <p className="field-hint">{hint}</p> : null}
      {photos.length > 0 || uploads.length > 0 ? (
        <ul className="seller-photo-list">
          {photos.map((photo, index) => (
            <li key={photo.key} className="seller-photo">
              <img src={photo.url} alt={`${label}: photo ${index + 1}`} width={120} height={120} className="seller-photo-thumb" />
              <input type="hidden" name={name} value={photo.key} />
              <button
                type="button"
                className="seller-photo-remove"
                onClick={() => {
                  setPhotos((current) => current.filter((p) => p.key !== photo.key));
                  setAnnouncement("Photo removed.");
                }}
                aria-label={`Remove photo ${index + 1}`}
              >
                Remove
              </button>
            </li>
          ))}
          {uploads.map((upload) => (
            <li key={`upload-${upload.id}`} className="seller-photo seller-photo-uploading">
              <span className="seller-photo-name">{upload.name}</span>
              {upload.error ? (
                <>
                  <span className="field-error" role="alert">
                    {upload.error}
                  </span>
                  <button type="button" className="seller-photo-remove" onClick={() => setUploads((current) => current.filter((u) => u.id !== upload.id))}>
                    Dismiss
                  </button>
                </>
              ) : (
                <progress max={1} value={upload.progress} aria-label={`Uploading ${upload.name}`} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="seller-photo-add">
        <label className="button button-secondary button-small seller-photo-button" htmlFor={`${id}-files`}>
          {photos.length > 0 ? "Add more photos" : "Choose photos"}
        </label>
        <input
          ref={inputRef}
          id={`${id}-files`}
          className="seller-photo-input"
          type="file"
          name={fileName}
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={hydrated && room <= 0}
          onChange={(event) => choose(event.currentTarget.files)}
        />
        <span className="field-hint">
          JPEG, PNG or WebP; {max} at most{photos.length > 0 ? ` (${photos.length} added)` : ""}.
        </span>
      </div>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}

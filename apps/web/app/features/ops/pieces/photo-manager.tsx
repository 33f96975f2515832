import { useEffect, useId, useRef, useState, type MouseEvent } from "react";
import { imagePath } from "@maison/domain/catalog/image-size";
import { MAX_PHOTOS_PER_LISTING } from "@maison/domain/catalog/listing-photo";
import { applyPhotoAction } from "./listing-form-data.ts";

interface Upload {
  id: number;
  name: string;
  progress: number;
  error: string | null;
}

/** Posts one file to the upload call (the session cookie goes with it), reporting progress. */
function uploadPhoto(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/ops/uploads/");
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body = request.response as { key?: string; message?: string } | null;
      if (request.status === 201 && body?.key) resolve(body.key);
      else reject(new Error(body?.message ?? "The photo could not be uploaded."));
    });
    request.addEventListener("error", () => reject(new Error("The connection failed. Please try again.")));
    const form = new FormData();
    form.append("photo", file, file.name);
    request.send(form);
  });
}

/**
 * The listing's photos in gallery order (the first is the cover). With JavaScript each chosen file is
 * uploaded at once with its progress shown, and the buttons move and remove photos in place; without
 * it the files go with the form and the buttons post it, and the page's action does the same.
 */
export function PhotoManager({ initial, error, onBusyChange }: { initial: readonly string[]; error?: string | undefined; onBusyChange?: (busy: boolean) => void }) {
  const [photos, setPhotos] = useState<string[]>([...initial]);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const nextId = useRef(1);
  const id = useId();
  const errorId = `${id}-error`;
  const busy = uploads.some((u) => u.error === null);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  function act(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    const action = event.currentTarget.value;
    setPhotos((current) => applyPhotoAction(current, action));
    setAnnouncement(action.startsWith("remove") ? "Photo removed." : "Photo moved.");
  }

  function choose(files: FileList | null) {
    if (!files) return;
    for (const file of Array.from(files)) {
      const upload: Upload = { id: nextId.current++, name: file.name, progress: 0, error: null };
      setUploads((current) => [...current, upload]);
      const update = (change: Partial<Upload>) => setUploads((current) => current.map((u) => (u.id === upload.id ? { ...u, ...change } : u)));
      uploadPhoto(file, (progress) => update({ progress }))
        .then((key) => {
          setPhotos((current) => [...current, key]);
          setUploads((current) => current.filter((u) => u.id !== upload.id));
          setAnnouncement(`${file.name} uploaded.`);
        })
        .catch((reason: unknown) => update({ error: reason instanceof Error ? reason.message : String(reason) }));
    }
    // The files are uploaded already: the form must not send them again.
    if (inputRef.current) inputRef.current.value = "";
  }

  return (
    <fieldset className="photo-manager" aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">Photos</legend>
      <p className="field-hint">JPEG, PNG or WebP, at least 300 px on the shorter side, up to {MAX_PHOTOS_PER_LISTING}. The first photo is the cover.</p>
      {photos.length === 0 && uploads.length === 0 ? <p className="photo-empty">No photos yet.</p> : null}
      <ol className="photo-list">
        {photos.map((key, index) => (
          <li key={key} className="photo-item">
            <img src={imagePath(key, "medium_small")} alt={`Photo ${index + 1}${index === 0 ? " (cover)" : ""}`} width={130} height={130} className="photo-thumb" />
            <input type="hidden" name="photo" value={key} />
            <div className="photo-buttons">
              <button type="submit" name="photo_action" value={`earlier:${key}`} className="photo-button" disabled={index === 0} onClick={act} aria-label={`Move photo ${index + 1} earlier`}>
                Earlier
              </button>
              <button type="submit" name="photo_action" value={`later:${key}`} className="photo-button" disabled={index === photos.length - 1} onClick={act} aria-label={`Move photo ${index + 1} later`}>
                Later
              </button>
              <button type="submit" name="photo_action" value={`remove:${key}`} className="photo-button" onClick={act} aria-label={`Remove photo ${index + 1}`}>
                Remove
              </button>
            </div>
          </li>
        ))}
        {uploads.map((upload) => (
          <li key={`upload-${upload.id}`} className="photo-item photo-uploading">
            <span className="photo-name">{upload.name}</span>
            {upload.error ? (
              <span className="field-error" role="alert">
                {upload.error}
              </span>
            ) : (
              <progress max={1} value={upload.progress} aria-label={`Uploading ${upload.name}`} />
            )}
            {upload.error ? (
              <button type="button" className="photo-button" onClick={() => setUploads((current) => current.filter((u) => u.id !== upload.id))}>
                Dismiss
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-files`}>
          Add photos
        </label>
        <input ref={inputRef} id={`${id}-files`} className="photo-input" type="file" name="photo_files" accept="image/jpeg,image/png,image/webp" multiple onChange={(event) => choose(event.currentTarget.files)} />
      </div>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}

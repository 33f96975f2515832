import type { FastifyRequest } from "fastify";
import { CatalogErrorCode } from "@maison/contracts/catalog";
import { MAX_PHOTO_BYTES } from "@maison/domain/catalog/listing-photo";
import { DomainError } from "@maison/domain/shared/domain-error";

const photoRefused = (message: string) => new DomainError("invalid", CatalogErrorCode.enum.photo_invalid, message, "photo");

/** The one photo of an upload, as bytes; every way the request can fall short is a 400 naming `photo`. */
export async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  let file;
  try {
    file = await request.file();
  } catch {
    throw photoRefused("Send the photo as multipart/form-data in a field named photo.");
  }
  if (!file) throw photoRefused("Choose a photo to upload.");
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw photoRefused(`The photo must be ${MAX_PHOTO_BYTES / 1024 / 1024} MB or smaller.`);
    throw photoRefused("The upload was cut short. Please try again.");
  }
}


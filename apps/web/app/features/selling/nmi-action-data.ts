/** A refused answer on the provide-information page: the message, each question's or set's error, and what was typed. */
export interface NmiActionData {
  message: string | null;
  fields: Record<string, string>;
  values: Record<string, string>;
}

/** The form's input names: one answer per question, one photo list (and its files without JavaScript) per set. */
export const answerField = (questionId: string) => `answer_${questionId}`;
export const photosField = (setId: string) => `photos_${setId}`;
export const filesField = (setId: string) => `files_${setId}`;
